import { ListServiceLocationsResponse, type ServiceLocationDetails } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../platform/api/api.ts';
import { REFERENCE_PAGE_SIZE, serviceKeys } from './query-keys.ts';

/** A location of one service: its addresses, the service-at-location link, its schedules and phones there. */
export type ServiceLocation = z.infer<typeof ServiceLocationDetails>;

/** GET /services/{serviceId}/locations: each location of the service with its addresses, schedules and phones. */
export function listServiceLocations(serviceId: string, signal?: AbortSignal) {
  return api.get('/services/{serviceId}/locations', {
    params: { serviceId },
    query: { take: REFERENCE_PAGE_SIZE },
    schema: ListServiceLocationsResponse,
    signal,
  });
}

export function serviceLocationsQueryOptions(serviceId: string) {
  return queryOptions({
    queryKey: [...serviceKeys.all, 'service-locations', serviceId] as const,
    queryFn: ({ signal }) => listServiceLocations(serviceId, signal),
  });
}

export function useServiceLocations(serviceId: string) {
  return useQuery(serviceLocationsQueryOptions(serviceId));
}
