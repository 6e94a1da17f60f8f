import type { AuthMeResponse } from '@casework/contract';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { AuthService } from './auth.service.ts';

/**
 * GET /auth/me: roles, teams and permissions of the caller, read fresh so a change applies on the next request (the
 * user as this request's authentication read it and refused when disabled, the teams read here).
 */
export function createMeService(deps: {
  auth: Pick<AuthService, 'identityOf'>;
  teams: Pick<TeamsService, 'membershipsOf'>;
}) {
  return {
    async me(principal: Principal): Promise<AuthMeResponse> {
      const user = await deps.auth.identityOf(principal);
      if (!user) throw notFound('user', principal.userId);
      const teams = user.staffMemberId ? await deps.teams.membershipsOf(user.staffMemberId) : [];
      return {
        userId: user.id,
        kind: user.kind,
        staffMemberId: user.staffMemberId,
        participantId: user.participantId,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email,
        roles: [user.role],
        teams,
        permissions: [...new Set(teams.flatMap((t) => t.permissions))].sort(),
      };
    },
  };
}
export type MeService = ReturnType<typeof createMeService>;
