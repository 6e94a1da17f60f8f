import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** DELETE /participants/{participantId}/files/{fileCategory}/{fileName} */
export function deleteParticipantFile(participantId: string, category: string, name: string) {
  return api.delete('/participants/{participantId}/files/{fileCategory}/{fileName}', {
    params: { participantId, fileCategory: category, fileName: name },
  });
}

export function useDeleteParticipantFile(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, name }: { category: string; name: string }) =>
      deleteParticipantFile(participantId, category, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.files(participantId) }),
  });
}
