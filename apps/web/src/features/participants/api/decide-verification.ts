import { VerificationView, trimInputs, type DecideVerificationBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** PUT /participants/{participantId}/verifications/{verificationId}: pending → verified | rejected. */
export function decideVerification(
  participantId: string,
  verificationId: string,
  body: DecideVerificationBody,
) {
  return api.put('/participants/{participantId}/verifications/{verificationId}', {
    params: { participantId, verificationId },
    body: trimInputs(body),
    schema: VerificationView,
  });
}

export function useDecideVerification(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verificationId, ...body }: DecideVerificationBody & { verificationId: string }) =>
      decideVerification(participantId, verificationId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: participantKeys.verifications(participantId) }),
        queryClient.invalidateQueries({ queryKey: participantKeys.verificationQueue }),
      ]),
  });
}
