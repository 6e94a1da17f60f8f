import { TemplateCategoryView, type CreateTemplateCategoryBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** POST /message-template-categories: 409 when the team has the name already (whatever its case). */
export function createTemplateCategory(body: CreateTemplateCategoryBody) {
  return api.post('/message-template-categories', {
    body: { ...body, name: body.name.trim() },
    schema: TemplateCategoryView,
  });
}

export function useCreateTemplateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
