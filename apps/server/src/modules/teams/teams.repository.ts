import { and, asc, count, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';
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

/** Thrown by a write that would give two teams the same name (the unique index caught a race). */
export class TeamNameTakenError extends Error {}
/** Thrown when a team cannot be deleted because rows of another table still point to it. */
export class TeamStillReferencedError extends Error {}

/** The PostgreSQL error code of a failed statement, on PostgreSQL and PGlite, wrapped by Drizzle or not. */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === '23505') throw new TeamNameTakenError();
    throw error;
  }
}

// The team statements of every GET /auth/me, GET /teams and thread view, prepared once per connection: building
// and planning them cost several times more than running them. Same SQL text as the unprepared queries had.
// Each team's member count is a column, kept by triggers on team_members (migration 0018).
const teamsByName = preparedPerHandle((db) =>
  db
    .select()
    .from(teams)
    .orderBy(asc(sql`lower(${teams.name})`))
    .prepare('teams_by_name'),
);

const publicTeamsByName = preparedPerHandle((db) =>
  db
    .select()
    .from(teams)
    .where(eq(teams.isPrivate, false))
    .orderBy(asc(sql`lower(${teams.name})`))
    .prepare('public_teams_by_name'),
);

/**
 * A staff member's teams in name order, each with the roles held in it (in name order) and the permissions they
 * grant, as one JSON value shaped as MembershipRow[] (`[]` without teams). One expression for both readers: the
 * session check reads it with the session (every request knows its caller's rights without a second round trip),
 * and membershipsOf reads it for any staff member. `staffMemberId` must be qualified or a parameter: a bare `id`
 * would name a column of the expression's own tables.
 */
export function membershipsJsonOf(staffMemberId: SQLWrapper): SQL<MembershipRow[]> {
  return sql<MembershipRow[]>`(
    select coalesce(
      json_agg(
        json_build_object(
          'teamId', t.id,
          'teamName', t.name,
          'roles', (
            select coalesce(
              json_agg(json_build_object('id', r.id, 'name', r.name, 'permissions', r.permissions) order by r.name),
              '[]'::json
            )
            from ${teamMemberRoles} tmr join ${teamRoles} r on r.id = tmr.role_id
            where tmr.team_id = tm.team_id and tmr.staff_member_id = tm.staff_member_id
          )
        )
        order by t.name
      ),
      '[]'::json
    )
    from ${teamMembers} tm join ${teams} t on t.id = tm.team_id
    where tm.staff_member_id = ${staffMemberId}
  )`;
}

const membershipRows = preparedPerHandle((db) =>
  db
    // Qualified by hand: in a one-table select drizzle renders the column bare, and the expression's own tables shadow it.
    .select({ memberships: membershipsJsonOf(sql`${staffMembers}.id`) })
    .from(staffMembers)
    .where(eq(staffMembers.id, sql.placeholder('staffMemberId')))
    .prepare('team_memberships_of_staff'),
);

export function createTeamsRepository(db: DbOrTx) {
  async function countMemberships(teamId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
    return row?.n ?? 0;
  }

  return {
    /** Prepared (one statement per filter): GET /teams runs it on every call. */
    async listTeams(filter: { hidePrivate: boolean }): Promise<TeamRow[]> {
      return (filter.hidePrivate ? publicTeamsByName : teamsByName)(db).execute();
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
        staffMemberId: m.staffMemberId,
        firstName: m.firstName,
        lastName: m.lastName,
        email: m.email,
        roles: roles.filter((r) => r.staffMemberId === m.staffMemberId).map(({ id, name }) => ({ id, name })),
      }));
    },

    /** Locks the team rows (in id order, so two swaps never deadlock) for the rest of the transaction. */
    async lockTeams(ids: string[]): Promise<TeamRow[]> {
      return db.select().from(teams).where(inArray(teams.id, ids)).orderBy(asc(teams.id)).for('update');
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: teams.id })
        .from(teams)
        .where(and(sql`lower(${teams.name}) = lower(${name})`, exceptId ? ne(teams.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    async insertTeam(row: {
      id: string;
      name: string;
      description: string;
      isPrivate: boolean;
    }): Promise<TeamRow> {
      const [inserted] = await guardName(() => db.insert(teams).values(row).returning());
      return inserted!;
    },

    async updateTeam(
      id: string,
      patch: { name?: string | undefined; description?: string | undefined; isPrivate?: boolean | undefined },
    ): Promise<TeamRow> {
      const [updated] = await guardName(() =>
        db
          .update(teams)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(teams.id, id))
          .returning(),
      );
      return updated!;
    },

    async touchTeam(id: string): Promise<void> {
      await db.update(teams).set({ updatedAt: new Date() }).where(eq(teams.id, id));
    },

    /** Deletes the team; its memberships and role grants go with it (cascade). */
    async deleteTeam(id: string): Promise<void> {
      try {
        await db.delete(teams).where(eq(teams.id, id));
      } catch (error) {
        if (pgCode(error) === '23503') throw new TeamStillReferencedError();
        throw error;
      }
    },

    /** The staff members among `ids`, with their names. */
    async staffByIds(ids: string[]): Promise<{ id: string; firstName: string; lastName: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: staffMembers.id, firstName: staffMembers.firstName, lastName: staffMembers.lastName })
        .from(staffMembers)
        .where(inArray(staffMembers.id, ids));
    },

    /** Which of `staffMemberIds` are members of the team. */
    async membersAmong(teamId: string, staffMemberIds: string[]): Promise<Set<string>> {
      if (staffMemberIds.length === 0) return new Set();
      const rows = await db
        .select({ id: teamMembers.staffMemberId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.staffMemberId, staffMemberIds)));
      return new Set(rows.map((r) => r.id));
    },

    /** Adds members; those already in the team are left as they are. Returns how many joined. */
    async addMembers(teamId: string, staffMemberIds: string[]): Promise<number> {
      if (staffMemberIds.length === 0) return 0;
      const added = await db
        .insert(teamMembers)
        .values(staffMemberIds.map((staffMemberId) => ({ teamId, staffMemberId })))
        .onConflictDoNothing()
        .returning({ id: teamMembers.staffMemberId });
      return added.length;
    },

    /** Removes members with the roles they held in the team. */
    async removeMembers(teamId: string, staffMemberIds: string[]): Promise<number> {
      if (staffMemberIds.length === 0) return 0;
      await db
        .delete(teamMemberRoles)
        .where(
          and(eq(teamMemberRoles.teamId, teamId), inArray(teamMemberRoles.staffMemberId, staffMemberIds)),
        );
      const removed = await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.staffMemberId, staffMemberIds)))
        .returning({ id: teamMembers.staffMemberId });
      return removed.length;
    },

    countMemberships,

    /**
     * Copies the memberships and role grants of `fromTeamId` to `toTeamId`: a person already in the receiving team
     * keeps their one membership and gains the roles they held in the other team, without duplicates. The rows of
     * `fromTeamId` stay until the team itself is deleted. Returns how many memberships the deleted team had.
     */
    async copyMemberships(fromTeamId: string, toTeamId: string): Promise<number> {
      const memberships = await countMemberships(fromTeamId);
      await db
        .insert(teamMembers)
        .select(
          db
            .select({
              teamId: sql<string>`${toTeamId}::uuid`.as('team_id'),
              staffMemberId: teamMembers.staffMemberId,
              createdAt: teamMembers.createdAt,
            })
            .from(teamMembers)
            .where(eq(teamMembers.teamId, fromTeamId)),
        )
        .onConflictDoNothing();
      await db
        .insert(teamMemberRoles)
        .select(
          db
            .select({
              teamId: sql<string>`${toTeamId}::uuid`.as('team_id'),
              staffMemberId: teamMemberRoles.staffMemberId,
              roleId: teamMemberRoles.roleId,
              createdAt: teamMemberRoles.createdAt,
            })
            .from(teamMemberRoles)
            .where(eq(teamMemberRoles.teamId, fromTeamId)),
        )
        .onConflictDoNothing();
      return memberships;
    },

    async listRoles(): Promise<TeamRoleRow[]> {
      return db.select().from(teamRoles).orderBy(asc(teamRoles.name));
    },

    async countTeams(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(teams);
      return row?.n ?? 0;
    },

    /**
     * The teams of one staff member with the roles (and their permissions) held in each, read now. Prepared: every
     * live stream's check and every look at another staff member's inbox read it (a caller's own teams come with the
     * session check, `session_with_user`).
     */
    async membershipsOf(staffMemberId: string): Promise<MembershipRow[]> {
      const [row] = await membershipRows(db).execute({ staffMemberId });
      return row?.memberships ?? [];
    },
  };
}
export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
