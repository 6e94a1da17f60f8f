import { ParticipantSignInSourceView, trimInputs, type UpdateSignInSourceBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** PUT /participants/{participantId}/sign-in-source; 'none' disables the account and ends its sessions. */
export function updateSignInSource(participantId: string, body: UpdateSignInSourceBody) {
  return api.put('/participants/{participantId}/sign-in-source', {
    params: { participantId },
    body: trimInputs(body),
    schema: ParticipantSignInSourceView,
  });
}

export function useUpdateSignInSource(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSignInSourceBody) => updateSignInSource(participantId, body),
    onSuccess: (view) => {
      queryClient.setQueryData(participantKeys.signInSource(participantId), view);
      return queryClient.invalidateQueries({ queryKey: participantKeys.detail(participantId) });
    },
  });
}
