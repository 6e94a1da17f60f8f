import { teamDetailKey } from '../../../platform/api/team-answer.ts';

/** Query keys of the teams feature, so a change can invalidate exactly what it touched. */
export const teamKeys = {
  all: ['teams'] as const,
  lists: ['teams', 'list'] as const,
  list: (input: object) => ['teams', 'list', input] as const,
  detail: teamDetailKey,
  roles: ['teams', 'roles'] as const,
};

/**
 * Keys outside this feature that a team change makes stale: the staff directory shows each member's teams, the
 * signed-in user's roles, teams and permissions (navigation, dashboard) come from /auth/me, and applications name
 * the team that answers them (a deleted team's applications move to the receiving team).
 */
export const staffMembersKey = ['staffMembers'] as const;
export { authMeKey } from '../../../platform/session/current-user.ts';
export const applicationsKey = ['applications'] as const;
