import { MoveParticipantFilesResponse, type MoveParticipantFilesBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** PUT /participants/{participantId}/files: several renames and category moves, all or none. */
export function moveParticipantFiles(participantId: string, body: MoveParticipantFilesBody) {
  return api.put('/participants/{participantId}/files', {
    params: { participantId },
    body,
    schema: MoveParticipantFilesResponse,
  });
}

export function useMoveParticipantFiles(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveParticipantFilesBody) => moveParticipantFiles(participantId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: participantKeys.files(participantId) }),
  });
}
