import { ListTeamsResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { teamKeys } from './query-keys.ts';

export interface GetTeamsInput {
  /** Leave out private teams. */
  hidePrivate?: boolean;
}

/** GET /teams?hidePrivate= */
export function getTeams({ hidePrivate }: GetTeamsInput = {}, signal?: AbortSignal) {
  return api.get('/teams', { query: { hidePrivate }, schema: ListTeamsResponse, signal });
}

export function getTeamsQueryOptions(input: GetTeamsInput = {}) {
  return queryOptions({
    queryKey: teamKeys.list(input),
    queryFn: ({ signal }) => getTeams(input, signal),
  });
}

export function useTeams(input: GetTeamsInput = {}) {
  return useQuery(getTeamsQueryOptions(input));
}
