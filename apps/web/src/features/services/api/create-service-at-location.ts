import { ServiceAtLocationView, type ServiceAtLocationBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** POST /services/services-at-locations: offer the service at an existing location (409 when it already is). */
export function createServiceAtLocation(body: ServiceAtLocationBody) {
  return api.post('/services/services-at-locations', { body, schema: ServiceAtLocationView });
}

export function useCreateServiceAtLocation() {
  return useDirectoryMutation(createServiceAtLocation);
}
