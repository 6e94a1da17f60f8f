import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';
import { TeamAnswer, teamDetailKey } from '../../../platform/api/team-answer.ts';

/**
 * GET /teams/{teamId}: the team with its members, for choosing a thread's assignees and for a supervisor's list of
 * team member inboxes. The key and the check are the teams feature's own for the same call, so both share one
 * cached answer.
 */
export function getTeamMembers(teamId: string, signal?: AbortSignal) {
  return orNotFound(api.get('/teams/{teamId}', { params: { teamId }, schema: TeamAnswer, signal }));
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
