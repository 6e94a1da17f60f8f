import { ParticipantFileView, trimInputs, type UpdateParticipantFileBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** PUT /participants/{participantId}/files/{fileCategory}/{fileName}: rename and/or move to another category. */
export function updateParticipantFile(
  participantId: string,
  category: string,
  name: string,
  body: UpdateParticipantFileBody,
) {
  return api.put('/participants/{participantId}/files/{fileCategory}/{fileName}', {
    params: { participantId, fileCategory: category, fileName: name },
    body: trimInputs(body),
    schema: ParticipantFileView,
  });
}

export function useUpdateParticipantFile(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      category,
      name,
      body,
    }: {
      category: string;
      name: string;
      body: UpdateParticipantFileBody;
    }) => updateParticipantFile(participantId, category, name, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.files(participantId) }),
  });
}
