import { ServiceDetailsView, type ServiceBody } from '@casework/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { serviceKeys } from './query-keys.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** POST /services: 201 with the new service (field errors for a bad body, an unknown category or department). */
export function createService(body: ServiceBody) {
  return api.post('/services', { body, schema: ServiceDetailsView });
}

/** The new service is also put in the cache, so its next screen shows it at once. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useDirectoryMutation(async (body: ServiceBody) => {
    const service = await createService(body);
    queryClient.setQueryData(serviceKeys.detail(service.id), service);
    return service;
  });
}
