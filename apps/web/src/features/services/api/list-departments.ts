import { ListDepartmentsResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { REFERENCE_PAGE_SIZE, serviceKeys } from './query-keys.ts';

/** GET /services/departments: by name, each with the team that answers messages for it. */
export function listDepartments(signal?: AbortSignal) {
  return api.get('/services/departments', {
    query: { take: REFERENCE_PAGE_SIZE },
    schema: ListDepartmentsResponse,
    signal,
  });
}

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: serviceKeys.departments,
    queryFn: ({ signal }) => listDepartments(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
