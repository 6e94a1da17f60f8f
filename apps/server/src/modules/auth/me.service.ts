import type { AuthMeResponse } from '@casework/contract';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { AuthService } from './auth.service.ts';

type Memberships = Awaited<ReturnType<TeamsService['membershipsOfCaller']>>;

/**
 * GET /auth/me: roles, teams and permissions of the caller, read fresh so a change applies on the next request (the
 * user as this request's authentication read it and refused when disabled, the teams read here).
 */
export function createMeService(deps: {
  auth: Pick<AuthService, 'identityOf'>;
  teams: Pick<TeamsService, 'membershipsOfCaller'>;
}) {
  /** The caller's teams with their roles and permissions (none for a participant). */
  function teamsOf(principal: Principal | null): Promise<Memberships> {
    return principal ? deps.teams.membershipsOfCaller(principal) : Promise.resolve([]);
  }

  return {
    teamsOf,

    /** `teams` is `teamsOf(principal)`, passed in when the route started it early. */
    async me(
      principal: Principal,
      teams: Promise<Memberships> = teamsOf(principal),
    ): Promise<AuthMeResponse> {
      const [user, memberships] = await Promise.all([deps.auth.identityOf(principal), teams]);
      if (!user) throw notFound('user', principal.userId);
      return {
        userId: user.id,
        kind: user.kind,
        staffMemberId: user.staffMemberId,
        participantId: user.participantId,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email,
        roles: [user.role],
        teams: memberships,
        permissions: [...new Set(memberships.flatMap((t) => t.permissions))].sort(),
      };
    },
  };
}
export type MeService = ReturnType<typeof createMeService>;
