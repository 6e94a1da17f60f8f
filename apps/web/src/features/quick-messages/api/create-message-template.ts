import { MessageTemplateView, type CreateMessageTemplateBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** POST /message-templates: 400 with field errors (an unknown {variable} names it), 404 for a team not worked. */
export function createMessageTemplate(body: CreateMessageTemplateBody) {
  return api.post('/message-templates', {
    body: { ...body, name: body.name.trim() },
    schema: MessageTemplateView,
  });
}

export function useCreateMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMessageTemplate,
    onSuccess: async (template) => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      queryClient.setQueryData(templateKeys.detail(template.id), template);
    },
  });
}
