import { LocationView, type LocationBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

export interface UpdateLocationInput {
  locationId: string;
  body: LocationBody;
}

/** PUT /services/locations/{locationId}: every service at the location sees the change. */
export function updateLocation({ locationId, body }: UpdateLocationInput) {
  return api.put('/services/locations/{locationId}', { params: { locationId }, body, schema: LocationView });
}

export function useUpdateLocation() {
  return useDirectoryMutation(updateLocation);
}
