import { TemplateFileView } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** PUT /message-templates/{messageTemplateId}/files/{fileName}: 409 when the template has the new name. */
export function renameTemplateFile(templateId: string, fileName: string, name: string) {
  return api.put('/message-templates/{messageTemplateId}/files/{fileName}', {
    params: { messageTemplateId: templateId, fileName },
    body: { name: name.trim() },
    schema: TemplateFileView,
  });
}

export function useRenameTemplateFile(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileName, name }: { fileName: string; name: string }) =>
      renameTemplateFile(templateId, fileName, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
