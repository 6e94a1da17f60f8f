import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';
import { TeamAnswer } from '../../../platform/api/team-answer.ts';
import { teamKeys } from './query-keys.ts';

/** GET /teams/{teamId}; null when there is no such team (404 is no result). */
export function getTeam(teamId: string, signal?: AbortSignal) {
  return orNotFound(api.get('/teams/{teamId}', { params: { teamId }, schema: TeamAnswer, signal }));
}

export function getTeamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => getTeam(teamId, signal),
  });
}

export function useTeam(teamId: string) {
  return useQuery(getTeamQueryOptions(teamId));
}
