import { TeamView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';

/**
 * GET /teams/{teamId}: the team with its members, for choosing a thread's assignees. The key is the teams feature's
 * own key for the same call, so both share one cached answer.
 */
export function teamDetailKey(teamId: string) {
  return ['teams', 'detail', teamId] as const;
}

export function getTeamMembers(teamId: string, signal?: AbortSignal) {
  return orNotFound(api.get('/teams/{teamId}', { params: { teamId }, schema: TeamView, signal }));
}

export function getTeamMembersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamDetailKey(teamId),
    queryFn: ({ signal }) => getTeamMembers(teamId, signal),
  });
}

export function useTeamMembers(teamId: string | null, enabled = true) {
  return useQuery({ ...getTeamMembersQueryOptions(teamId ?? ''), enabled: enabled && teamId !== null });
}
