import { MessageTemplateView, type UpdateMessageTemplateBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** PUT /message-templates/{messageTemplateId}: the name, categories or body given change (type and team stay). */
export function updateMessageTemplate(templateId: string, body: UpdateMessageTemplateBody) {
  return api.put('/message-templates/{messageTemplateId}', {
    params: { messageTemplateId: templateId },
    body: body.name === undefined ? body : { ...body, name: body.name.trim() },
    schema: MessageTemplateView,
  });
}

export function useUpdateMessageTemplate(templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMessageTemplateBody) => updateMessageTemplate(templateId, body),
    onSuccess: async (template) => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      queryClient.setQueryData(templateKeys.detail(template.id), template);
    },
  });
}
