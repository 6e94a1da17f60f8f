import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { staffMembers, teamMemberRoles, teamMembers, teamRoles, teams, users } from '#src/db/schema/index.ts';

export type TeamRow = typeof teams.$inferSelect;
export type TeamRoleRow = typeof teamRoles.$inferSelect;

export interface TeamMemberRow {
  staffMemberId: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: { id: string; name: string }[];
}

export interface MembershipRow {
  teamId: string;
  teamName: string;
  roles: { id: string; name: string; permissions: string[] }[];
}

export function createTeamsRepository(db: DbOrTx) {
  return {
    async listTeams(filter: { hidePrivate: boolean }): Promise<(TeamRow & { memberCount: number })[]> {
      return db
        .select({
          id: teams.id,
          name: teams.name,
          description: teams.description,
          isPrivate: teams.isPrivate,
          createdAt: teams.createdAt,
          updatedAt: teams.updatedAt,
          // Qualified by hand: Drizzle renders columns unqualified inside a select's own expressions.
          memberCount: sql<number>`(select count(*)::int from team_members tm where tm.team_id = "teams"."id")`,
        })
        .from(teams)
        .where(filter.hidePrivate ? eq(teams.isPrivate, false) : undefined)
        .orderBy(asc(sql`lower(${teams.name})`));
    },

    async findTeam(id: string): Promise<TeamRow | undefined> {
      const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
      return row;
    },

    async membersOf(teamId: string): Promise<TeamMemberRow[]> {
      const members = await db
        .select({
          staffMemberId: staffMembers.id,
          firstName: staffMembers.firstName,
          lastName: staffMembers.lastName,
          email: users.email,
        })
        .from(teamMembers)
        .innerJoin(staffMembers, eq(staffMembers.id, teamMembers.staffMemberId))
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName));
      if (members.length === 0) return [];
      const roles = await db
        .select({ staffMemberId: teamMemberRoles.staffMemberId, id: teamRoles.id, name: teamRoles.name })
        .from(teamMemberRoles)
        .innerJoin(teamRoles, eq(teamRoles.id, teamMemberRoles.roleId))
        .where(eq(teamMemberRoles.teamId, teamId));
      return members.map((m) => ({
        ...m,
        roles: roles.filter((r) => r.staffMemberId === m.staffMemberId).map(({ id, name }) => ({ id, name })),
      }));
    },

    async listRoles(): Promise<TeamRoleRow[]> {
      return db.select().from(teamRoles).orderBy(asc(teamRoles.name));
    },

    async countTeams(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(teams);
      return row?.n ?? 0;
    },

    /** The teams of one staff member with the roles (and their permissions) held in each. */
    async membershipsOf(staffMemberId: string): Promise<MembershipRow[]> {
      const rows = await db
        .select({
          teamId: teams.id,
          teamName: teams.name,
          roleId: teamRoles.id,
          roleName: teamRoles.name,
          permissions: teamRoles.permissions,
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .leftJoin(
          teamMemberRoles,
          and(
            eq(teamMemberRoles.teamId, teamMembers.teamId),
            eq(teamMemberRoles.staffMemberId, teamMembers.staffMemberId),
          ),
        )
        .leftJoin(teamRoles, eq(teamRoles.id, teamMemberRoles.roleId))
        .where(eq(teamMembers.staffMemberId, staffMemberId))
        .orderBy(asc(teams.name));
      const byTeam = new Map<string, MembershipRow>();
      for (const row of rows) {
        const entry = byTeam.get(row.teamId) ?? { teamId: row.teamId, teamName: row.teamName, roles: [] };
        if (row.roleId && row.roleName)
          entry.roles.push({ id: row.roleId, name: row.roleName, permissions: row.permissions ?? [] });
        byTeam.set(row.teamId, entry);
      }
      return [...byTeam.values()];
    },

    async teamsOfStaff(
      staffMemberIds: string[],
    ): Promise<{ staffMemberId: string; id: string; name: string }[]> {
      if (staffMemberIds.length === 0) return [];
      return db
        .select({ staffMemberId: teamMembers.staffMemberId, id: teams.id, name: teams.name })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(inArray(teamMembers.staffMemberId, staffMemberIds))
        .orderBy(asc(teams.name));
    },
  };
}
export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
