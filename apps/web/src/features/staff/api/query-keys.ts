/** Query keys of the staff feature, so a change can invalidate exactly what it touched. */
export const staffKeys = {
  all: ['staffMembers'] as const,
  list: (input: object) => ['staffMembers', 'list', input] as const,
  detail: (id: string) => ['staffMembers', 'detail', id] as const,
  workload: (id: string) => ['staffMembers', 'workload', id] as const,
};

/**
 * Keys outside this feature that a staff change makes stale: team pages list members by name with their counts,
 * and the signed-in user's own name and role come from /auth/me.
 */
export const teamsKey = ['teams'] as const;
export { authMeKey } from '../../../platform/session/current-user.ts';
