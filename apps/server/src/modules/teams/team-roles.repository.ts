import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { teamMemberRoles, teamRoles } from '#src/db/schema/index.ts';
import type { TeamRoleRow } from './teams.repository.ts';

/** Thrown by a write that would give two roles the same name (the unique index caught a race). */
export class RoleNameTakenError extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new RoleNameTakenError();
    throw error;
  }
}

/** Team roles (defined once for the organisation) and who holds them in which team. */
export function createTeamRolesRepository(db: DbOrTx) {
  return {
    async findRole(id: string): Promise<TeamRoleRow | undefined> {
      const [row] = await db.select().from(teamRoles).where(eq(teamRoles.id, id)).limit(1);
      return row;
    },

    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: teamRoles.id })
        .from(teamRoles)
        .where(
          and(
            sql`lower(${teamRoles.name}) = lower(${name})`,
            exceptId ? ne(teamRoles.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertRole(row: {
      id: string;
      name: string;
      description: string;
      permissions: string[];
    }): Promise<TeamRoleRow> {
      const [inserted] = await guardName(() => db.insert(teamRoles).values(row).returning());
      return inserted!;
    },

    async updateRole(
      id: string,
      patch: {
        name?: string | undefined;
        description?: string | undefined;
        permissions?: string[] | undefined;
      },
    ): Promise<TeamRoleRow> {
      const [updated] = await guardName(() =>
        db.update(teamRoles).set(patch).where(eq(teamRoles.id, id)).returning(),
      );
      return updated!;
    },

    /** Grants the role in the team to members of it; returns who gained it (a grant already held stays as it is). */
    async grant(teamId: string, roleId: string, staffMemberIds: string[]): Promise<string[]> {
      if (staffMemberIds.length === 0) return [];
      const granted = await db
        .insert(teamMemberRoles)
        .values(staffMemberIds.map((staffMemberId) => ({ teamId, staffMemberId, roleId })))
        .onConflictDoNothing()
        .returning({ id: teamMemberRoles.staffMemberId });
      return granted.map((r) => r.id);
    },

    /** Takes the role in the team away from members; returns who lost it. */
    async revoke(teamId: string, roleId: string, staffMemberIds: string[]): Promise<string[]> {
      if (staffMemberIds.length === 0) return [];
      const revoked = await db
        .delete(teamMemberRoles)
        .where(
          and(
            eq(teamMemberRoles.teamId, teamId),
            eq(teamMemberRoles.roleId, roleId),
            inArray(teamMemberRoles.staffMemberId, staffMemberIds),
          ),
        )
        .returning({ id: teamMemberRoles.staffMemberId });
      return revoked.map((r) => r.id);
    },
  };
}
export type TeamRolesRepository = ReturnType<typeof createTeamRolesRepository>;
