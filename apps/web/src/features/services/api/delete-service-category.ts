import { DeletedServiceCategoryResult } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** DELETE /services/categories/{categoryId}: its services move to "Other", which itself cannot be deleted (409). */
export function deleteServiceCategory(categoryId: string) {
  return api.delete('/services/categories/{categoryId}', {
    params: { categoryId },
    schema: DeletedServiceCategoryResult,
  });
}

export function useDeleteServiceCategory() {
  return useDirectoryMutation(deleteServiceCategory);
}
