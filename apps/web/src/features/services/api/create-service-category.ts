import { ServiceCategoryView, type ServiceCategoryBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** POST /services/categories: 409 when the name is taken (ignoring case). */
export function createServiceCategory(body: ServiceCategoryBody) {
  return api.post('/services/categories', { body, schema: ServiceCategoryView });
}

export function useCreateServiceCategory() {
  return useDirectoryMutation(createServiceCategory);
}
