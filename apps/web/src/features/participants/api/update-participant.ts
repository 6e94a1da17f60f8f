import { ParticipantView, trimInputs, type UpdateParticipantBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** PUT /participants/{participantId}: a partial update (status changes included). */
export function updateParticipant(participantId: string, body: UpdateParticipantBody) {
  return api.put('/participants/{participantId}', {
    params: { participantId },
    body: trimInputs(body),
    schema: ParticipantView,
  });
}

export function useUpdateParticipant(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateParticipantBody) => updateParticipant(participantId, body),
    onSuccess: (participant) => {
      queryClient.setQueryData(participantKeys.detail(participantId), participant);
      return queryClient.invalidateQueries({ queryKey: participantKeys.detail(participantId) });
    },
  });
}
