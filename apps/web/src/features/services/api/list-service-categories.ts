import { ListServiceCategoriesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { serviceKeys } from './query-keys.ts';

/** GET /services/categories: by name; with isFromServices only the categories some service uses. */
export function listServiceCategories(isFromServices: boolean, signal?: AbortSignal) {
  return api.get('/services/categories', {
    query: { isFromServices: isFromServices || undefined },
    schema: ListServiceCategoriesResponse,
    signal,
  });
}

export function serviceCategoriesQueryOptions(isFromServices = false) {
  return queryOptions({
    queryKey: serviceKeys.categories({ isFromServices }),
    queryFn: ({ signal }) => listServiceCategories(isFromServices, signal),
    staleTime: 5 * 60_000,
  });
}

export function useServiceCategories(isFromServices = false) {
  return useQuery(serviceCategoriesQueryOptions(isFromServices));
}
