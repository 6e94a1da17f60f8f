import { type TeamMembersResult, type TeamView } from '@casework/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authMeKey, staffMembersKey, teamKeys } from './query-keys.ts';

export type TeamMembers = z.infer<typeof TeamMembersResult>;

/**
 * After a change of a team's members or of their roles: the answer is the team's members as they now are, so the
 * team's cached view takes them at once; counts, the staff directory and the signed-in user's own roles and
 * permissions (a grant of TeamInbox.Access may be theirs) are fetched again.
 */
export function applyTeamMembers(queryClient: QueryClient, teamId: string, result: TeamMembers) {
  queryClient.setQueryData<TeamView | null>(teamKeys.detail(teamId), (team) =>
    team ? { ...team, members: result.items, memberCount: result.total } : team,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) }),
    queryClient.invalidateQueries({ queryKey: teamKeys.lists }),
    queryClient.invalidateQueries({ queryKey: staffMembersKey }),
    queryClient.invalidateQueries({ queryKey: authMeKey }),
  ]);
}
