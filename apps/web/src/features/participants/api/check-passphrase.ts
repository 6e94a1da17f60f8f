import { CheckPassphraseResponse } from '@casework/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/** POST /participants/{participantId}/passphrase/check: does a spoken passphrase match, without revealing it. */
export function checkPassphrase(participantId: string, attempt: string) {
  return api.post('/participants/{participantId}/passphrase/check', {
    params: { participantId },
    body: { attempt: attempt.trim() },
    schema: CheckPassphraseResponse,
    // A check, not a write: no Idempotency-Key, so the server keeps no copy of the answer.
    idempotencyKey: false,
  });
}

export function useCheckPassphrase(participantId: string) {
  return useMutation({ mutationFn: (attempt: string) => checkPassphrase(participantId, attempt) });
}
