import { ParticipantStaffView, trimInputs, type CreateParticipantBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** POST /participants: 400 with field errors for anything wrong, including a duplicate record. */
export function createParticipant(body: CreateParticipantBody) {
  return api.post('/participants', { body: trimInputs(body), schema: ParticipantStaffView });
}

export function useCreateParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParticipant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...participantKeys.all, 'list'] }),
  });
}
