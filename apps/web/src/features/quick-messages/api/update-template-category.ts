import { TemplateCategoryView } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** PUT /message-template-categories/{messageTemplateCategoryId}: rename (409 when the team has the name). */
export function updateTemplateCategory(categoryId: string, name: string) {
  return api.put('/message-template-categories/{messageTemplateCategoryId}', {
    params: { messageTemplateCategoryId: categoryId },
    body: { name: name.trim() },
    schema: TemplateCategoryView,
  });
}

export function useUpdateTemplateCategory(categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => updateTemplateCategory(categoryId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
