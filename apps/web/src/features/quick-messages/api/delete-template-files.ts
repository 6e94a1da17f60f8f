import { TemplateFilesResponse } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** DELETE /message-templates/{messageTemplateId}/files with the names in the body (all or none); the files left. */
export function deleteTemplateFiles(templateId: string, names: readonly string[]) {
  return api.delete('/message-templates/{messageTemplateId}/files', {
    params: { messageTemplateId: templateId },
    body: { names },
    schema: TemplateFilesResponse,
  });
}

export function useDeleteTemplateFiles(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: readonly string[]) => deleteTemplateFiles(templateId, names),
    onSuccess: (left) => {
      queryClient.setQueryData(templateKeys.files(templateId), left);
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
