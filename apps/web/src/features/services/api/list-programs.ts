import { ListProgramsResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { REFERENCE_PAGE_SIZE, serviceKeys } from './query-keys.ts';

/** GET /services/programs: by name, each with its department. */
export function listPrograms(signal?: AbortSignal) {
  return api.get('/services/programs', {
    query: { take: REFERENCE_PAGE_SIZE },
    schema: ListProgramsResponse,
    signal,
  });
}

export function programsQueryOptions() {
  return queryOptions({
    queryKey: serviceKeys.programs,
    queryFn: ({ signal }) => listPrograms(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePrograms() {
  return useQuery(programsQueryOptions());
}
