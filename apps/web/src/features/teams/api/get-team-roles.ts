import { ListTeamRolesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { teamKeys } from './query-keys.ts';

/** GET /teams/roles */
export function getTeamRoles(signal?: AbortSignal) {
  return api.get('/teams/roles', { schema: ListTeamRolesResponse, signal });
}

export const getTeamRolesQueryOptions = queryOptions({
  queryKey: teamKeys.roles,
  queryFn: ({ signal }) => getTeamRoles(signal),
  staleTime: 5 * 60_000,
});

export function useTeamRoles() {
  return useQuery(getTeamRolesQueryOptions);
}
