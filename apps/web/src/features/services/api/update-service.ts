import { ServiceDetailsView, type ServiceBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** PUT /services/{serviceId}: replaces the service's own fields (its sub-resources stay). */
export function updateService(serviceId: string, body: ServiceBody) {
  return api.put('/services/{serviceId}', { params: { serviceId }, body, schema: ServiceDetailsView });
}

export function useUpdateService(serviceId: string) {
  return useDirectoryMutation((body: ServiceBody) => updateService(serviceId, body));
}
