import { and, asc, count, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { staffMembers, teamMemberRoles, teamMembers, teamRoles, teams, users } from '#src/db/schema/index.ts';

export interface StaffRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'Administrator' | 'Supervisor' | 'Staff' | 'Participant';
  status: number;
}

export interface StaffFilter {
  teamName?: string | undefined;
  role?: string | undefined;
  lastName?: string | undefined;
  firstName?: string | undefined;
  take: number;
  skip: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createStaffRepository(db: DbOrTx) {
  const columns = {
    id: staffMembers.id,
    firstName: staffMembers.firstName,
    lastName: staffMembers.lastName,
    email: users.email,
    role: users.role,
    status: users.status,
  };

  function where(filter: StaffFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    // lower(col) LIKE 'prefix%' uses the lower(last_name) text_pattern_ops index; ILIKE cannot.
    if (filter.lastName)
      conditions.push(
        sql`lower(${staffMembers.lastName}) like ${`${escapeLike(filter.lastName.toLowerCase())}%`}`,
      );
    if (filter.firstName)
      conditions.push(
        sql`lower(${staffMembers.firstName}) like ${`${escapeLike(filter.firstName.toLowerCase())}%`}`,
      );
    if (filter.teamName) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(teamMembers)
            .innerJoin(teams, eq(teams.id, teamMembers.teamId))
            .where(
              and(
                eq(teamMembers.staffMemberId, staffMembers.id),
                sql`lower(${teams.name}) = lower(${filter.teamName})`,
              ),
            ),
        ),
      );
    }
    if (filter.role) {
      // SPEC §6: staff search filters by role — the organisation role or a team role held in any team.
      conditions.push(
        or(
          sql`lower(${users.role}) = lower(${filter.role})`,
          exists(
            db
              .select({ one: sql`1` })
              .from(teamMemberRoles)
              .innerJoin(teamRoles, eq(teamRoles.id, teamMemberRoles.roleId))
              .where(
                and(
                  eq(teamMemberRoles.staffMemberId, staffMembers.id),
                  sql`lower(${teamRoles.name}) = lower(${filter.role})`,
                ),
              ),
          ),
        ),
      );
    }
    return and(...conditions);
  }

  return {
    async list(filter: StaffFilter): Promise<{ rows: StaffRow[]; total: number }> {
      const condition = where(filter);
      const [rows, totals] = await Promise.all([
        db
          .select(columns)
          .from(staffMembers)
          .innerJoin(users, eq(users.id, staffMembers.userId))
          .where(condition)
          .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName), asc(staffMembers.id))
          .limit(filter.take)
          .offset(filter.skip),
        db
          .select({ n: count() })
          .from(staffMembers)
          .innerJoin(users, eq(users.id, staffMembers.userId))
          .where(condition),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async findById(id: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(eq(staffMembers.id, id))
        .limit(1);
      return row;
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
