import { PassphraseView } from '@casework/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';

/**
 * GET /participants/{participantId}/passphrase?reason=: staff give a reason, which the activity log records.
 * A mutation rather than a query: every read is a logged act, never a background refetch. Null when none is set.
 */
export function revealPassphrase(participantId: string, reason?: string) {
  return orNotFound(
    api.get('/participants/{participantId}/passphrase', {
      params: { participantId },
      query: { reason: reason?.trim() },
      schema: PassphraseView,
    }),
  );
}

export function useRevealPassphrase(participantId: string) {
  return useMutation({ mutationFn: (reason?: string) => revealPassphrase(participantId, reason) });
}
