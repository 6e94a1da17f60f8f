import { ServiceCategoryView, type ServiceCategoryBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

export interface UpdateServiceCategoryInput {
  categoryId: string;
  body: ServiceCategoryBody;
}

/** PUT /services/categories/{categoryId}: rename; 409 for a taken name or the category "Other". */
export function updateServiceCategory({ categoryId, body }: UpdateServiceCategoryInput) {
  return api.put('/services/categories/{categoryId}', {
    params: { categoryId },
    body,
    schema: ServiceCategoryView,
  });
}

export function useUpdateServiceCategory() {
  return useDirectoryMutation(updateServiceCategory);
}
