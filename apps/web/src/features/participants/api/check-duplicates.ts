import { CheckDuplicatesResponse, type CheckDuplicatesQuery } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** GET /participants/check-duplicates: likely duplicates, each with why it matched. */
export function checkDuplicates(query: CheckDuplicatesQuery, signal?: AbortSignal) {
  return api.get('/participants/check-duplicates', {
    query: { ...query },
    schema: CheckDuplicatesResponse,
    signal,
  });
}

export function checkDuplicatesQueryOptions(query: CheckDuplicatesQuery) {
  return queryOptions({
    queryKey: participantKeys.duplicates(query),
    queryFn: ({ signal }) => checkDuplicates(query, signal),
    staleTime: 30_000,
  });
}

/** Runs only with a complete name and date of birth (pass null until then). */
export function useCheckDuplicates(query: CheckDuplicatesQuery | null) {
  return useQuery({
    ...checkDuplicatesQueryOptions(query ?? { firstName: '', lastName: '', dob: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
