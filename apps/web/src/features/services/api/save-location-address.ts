import { AddressView, type AddressBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

export type AddressKind = 'physical' | 'postal';

const PATHS = {
  physical: {
    list: '/services/locations/{locationId}/physical-addresses',
    item: '/services/locations/{locationId}/physical-addresses/{physicalAddressId}',
    idParam: 'physicalAddressId',
  },
  postal: {
    list: '/services/locations/{locationId}/postal-addresses',
    item: '/services/locations/{locationId}/postal-addresses/{postalAddressId}',
    idParam: 'postalAddressId',
  },
} as const;

export interface SaveLocationAddressInput {
  kind: AddressKind;
  locationId: string;
  /** The address to replace; a new one is added when absent. */
  addressId?: string | null;
  body: AddressBody;
}

/**
 * POST /services/locations/{locationId}/physical-addresses (or postal-addresses) to add an address, PUT
 * .../{physicalAddressId} (or {postalAddressId}) to replace one.
 */
export function saveLocationAddress({ kind, locationId, addressId, body }: SaveLocationAddressInput) {
  const paths = PATHS[kind];
  if (addressId) {
    return api.put(paths.item, {
      params: { locationId, [paths.idParam]: addressId },
      body,
      schema: AddressView,
    });
  }
  return api.post(paths.list, { params: { locationId }, body, schema: AddressView });
}

export function useSaveLocationAddress() {
  return useDirectoryMutation(saveLocationAddress);
}
