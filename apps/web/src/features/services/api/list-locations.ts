import { ListLocationsResponse } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { serviceKeys } from './query-keys.ts';

/** How many matching locations one search shows. */
export const LOCATION_SEARCH_SIZE = 10;

/** GET /services/locations?term: locations whose name, address or city contains the words. */
export function listLocations(term: string, signal?: AbortSignal) {
  return api.get('/services/locations', {
    query: { term: term.trim(), take: LOCATION_SEARCH_SIZE },
    schema: ListLocationsResponse,
    signal,
  });
}

export function locationsQueryOptions(term: string) {
  return queryOptions({
    queryKey: serviceKeys.locations({ term: term.trim() }),
    queryFn: ({ signal }) => listLocations(term, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLocations(term: string, enabled = true) {
  return useQuery({ ...locationsQueryOptions(term), enabled });
}
