import { ServiceSearchResponse, type ServicesQuery } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { serviceKeys } from './query-keys.ts';

/**
 * GET /services: ranked, typo-tolerant search with facets (category, department, city) and the total. Empty
 * values are left out of the query (SPEC §5).
 */
export function searchServices(query: ServicesQuery, signal?: AbortSignal) {
  return api.get('/services', {
    query: { ...query, term: query.term?.trim() || undefined },
    schema: ServiceSearchResponse,
    signal,
  });
}

export function searchServicesQueryOptions(query: ServicesQuery) {
  return queryOptions({
    queryKey: serviceKeys.search(query),
    queryFn: ({ signal }) => searchServices(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useServiceSearch(query: ServicesQuery, enabled = true) {
  return useQuery({ ...searchServicesQueryOptions(query), enabled });
}
