import { PassphraseView } from '@casework/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';
import { participantKeys } from './query-keys.ts';

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

/**
 * The participant's own passphrase, on their settings page: a participant reads their own without a reason and no
 * activity row is written (the server's rule). Asked for once as the page opens, never again in the background, and
 * forgotten as soon as the page closes (gcTime 0): the words stay hidden until they choose to see them.
 */
export function ownPassphraseQueryOptions(participantId: string) {
  return queryOptions({
    queryKey: participantKeys.passphrase(participantId),
    queryFn: () => revealPassphrase(participantId),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useOwnPassphrase(participantId: string, enabled: boolean) {
  return useQuery({ ...ownPassphraseQueryOptions(participantId), enabled });
}
