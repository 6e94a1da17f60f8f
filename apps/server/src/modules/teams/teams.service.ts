import { PERMISSION_VALUES, type Permission } from '@casework/contract';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { TeamsRepository } from './teams.repository.ts';
import { presentRole, presentTeam, presentTeamSummary } from './teams.presenter.ts';

const KNOWN_PERMISSIONS: readonly string[] = PERMISSION_VALUES;
const asPermissions = (values: string[]): Permission[] =>
  [...new Set(values)].filter((p): p is Permission => KNOWN_PERMISSIONS.includes(p)).sort();

export function createTeamsService({ teams }: { teams: TeamsRepository }) {
  return {
    async listTeams(query: { hidePrivate?: boolean | undefined }) {
      const rows = await teams.listTeams({ hidePrivate: query.hidePrivate ?? false });
      return { items: rows.map(presentTeamSummary), total: rows.length };
    },

    async getTeam(teamId: string) {
      const team = await teams.findTeam(teamId);
      if (!team) throw notFound('team', teamId);
      return presentTeam(team, await teams.membersOf(teamId));
    },

    async listRoles() {
      const rows = await teams.listRoles();
      return { items: rows.map(presentRole), total: rows.length };
    },

    /** A staff member's teams with role names and the permissions those roles grant, read fresh each call. */
    async membershipsOf(staffMemberId: string) {
      const rows = await teams.membershipsOf(staffMemberId);
      return rows.map((m) => ({
        id: m.teamId,
        name: m.teamName,
        roles: m.roles.map((r) => r.name),
        permissions: asPermissions(m.roles.flatMap((r) => r.permissions)),
      }));
    },

    teamsOfStaff: (staffMemberIds: string[]) => teams.teamsOfStaff(staffMemberIds),
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;
