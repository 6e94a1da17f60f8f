import { DeletedTemplateCategoryResult } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** DELETE /message-template-categories/{id}: its templates are kept; the answer says how many are now in none. */
export function deleteTemplateCategory(categoryId: string) {
  return api.delete('/message-template-categories/{messageTemplateCategoryId}', {
    params: { messageTemplateCategoryId: categoryId },
    schema: DeletedTemplateCategoryResult,
  });
}

export function useDeleteTemplateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
