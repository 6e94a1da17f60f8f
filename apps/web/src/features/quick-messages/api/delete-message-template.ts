import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** DELETE /message-templates/{messageTemplateId}: the template and its files. */
export function deleteMessageTemplate(templateId: string) {
  return api.delete('/message-templates/{messageTemplateId}', { params: { messageTemplateId: templateId } });
}

export function useDeleteMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessageTemplate,
    onSuccess: (_answer, templateId) => {
      queryClient.removeQueries({ queryKey: templateKeys.detail(templateId) });
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
