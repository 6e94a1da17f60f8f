import { ServiceLocationDetails, type LocationBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** POST /services/{serviceId}/locations: a new location, linked to the service in the same transaction. */
export function createServiceLocation(serviceId: string, body: LocationBody) {
  return api.post('/services/{serviceId}/locations', {
    params: { serviceId },
    body,
    schema: ServiceLocationDetails,
  });
}

export function useCreateServiceLocation(serviceId: string) {
  return useDirectoryMutation((body: LocationBody) => createServiceLocation(serviceId, body));
}
