import { VerificationView, trimInputs, type CreateVerificationBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** POST /participants/{participantId}/verifications: records a pending verification. */
export function createVerification(participantId: string, body: CreateVerificationBody) {
  return api.post('/participants/{participantId}/verifications', {
    params: { participantId },
    body: trimInputs(body),
    schema: VerificationView,
  });
}

export function useCreateVerification(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVerificationBody) => createVerification(participantId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: participantKeys.verifications(participantId) }),
        queryClient.invalidateQueries({ queryKey: participantKeys.verificationQueue }),
      ]),
  });
}
