import { and, asc, count, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedPerFilters } from '#src/db/prepared.ts';
import { staffMembers, teamMemberRoles, teamMembers, teamRoles, teams, users } from '#src/db/schema/index.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

export interface StaffRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'Administrator' | 'Supervisor' | 'Staff' | 'Participant';
  status: number;
  /** The teams they are a member of, by name. */
  teams: { id: string; name: string }[];
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

/** The filters of a staff search, in the order their conditions are written. */
const FILTERS = ['lastName', 'firstName', 'teamName', 'role'] as const;
type FilterName = (typeof FILTERS)[number];

/**
 * The teams of each staff member a statement reads, as JSON by name: the statement joins each one to their
 * memberships and teams (left joins, so a member of no team keeps their row) and groups back to one row each.
 */
const teamsOfGroup = sql<
  StaffRow['teams']
>`coalesce(json_agg(json_build_object('id', ${teams.id}, 'name', ${teams.name}) order by ${teams.name}, ${teams.id}) filter (where ${teams.id} is not null), '[]'::json)`;

/** The condition of each filter given, each reading its value from the placeholder of its name. */
function where(db: DbOrTx, given: readonly FilterName[]): SQL | undefined {
  const value = (name: FilterName) => sql.placeholder(name);
  const conditions = given.map((name): SQL | undefined => {
    switch (name) {
      // lower(col) LIKE 'prefix%' uses the lower(last_name) text_pattern_ops index; ILIKE cannot.
      case 'lastName':
        return sql`lower(${staffMembers.lastName}) like ${value(name)}`;
      case 'firstName':
        return sql`lower(${staffMembers.firstName}) like ${value(name)}`;
      case 'teamName':
        return exists(
          db
            .select({ one: sql`1` })
            .from(teamMembers)
            .innerJoin(teams, eq(teams.id, teamMembers.teamId))
            .where(
              and(
                eq(teamMembers.staffMemberId, staffMembers.id),
                sql`lower(${teams.name}) = lower(${value(name)})`,
              ),
            ),
        );
      case 'role':
        // SPEC §6: staff search filters by role — the organisation role or a team role held in any team.
        return or(
          // The account's role looked up by key for each candidate: as an EXISTS inside OR, PostgreSQL would hash
          // every account of that role (participants' included) instead.
          sql`(select lower(${users.role}) from ${users} where ${users.id} = ${staffMembers.userId}) = lower(${value(name)})`,
          exists(
            db
              .select({ one: sql`1` })
              .from(teamMemberRoles)
              .innerJoin(teamRoles, eq(teamRoles.id, teamMemberRoles.roleId))
              .where(
                and(
                  eq(teamMemberRoles.staffMemberId, staffMembers.id),
                  sql`lower(${teamRoles.name}) = lower(${value(name)})`,
                ),
              ),
          ),
        );
    }
  });
  return and(...conditions);
}

/**
 * A page of a search, each staff member with their teams, and its count, for one combination of filters (at most
 * 16, each prepared once). Every condition reads staff_members alone (the role filter looks up the account by key),
 * so the page is chosen and the total counted without the accounts: every staff member has exactly one (user_id is
 * not null, a foreign key), and only the page's are read. Joined before the limit, PostgreSQL hashed every account
 * of the organisation, participants' included (14,204 at 100,000 participants), for a page of 25 staff.
 *
 * The page's members are joined to their teams and grouped back to one row each: one aggregation for the page,
 * with each member's memberships read by index. A subquery per member built a join of its own for each, and a
 * grouped join of the page's teams was planned, with the page's size unknown, to aggregate again for each member
 * (decision 023, addendum of the afternoon of 2026-11-30).
 */
function searchStatements(db: DbOrTx, given: readonly FilterName[]) {
  const condition = where(db, given);
  const name = `staff_search_${given.join('_') || 'all'}`;
  const page = db
    .select({
      id: staffMembers.id,
      userId: staffMembers.userId,
      firstName: staffMembers.firstName,
      lastName: staffMembers.lastName,
    })
    .from(staffMembers)
    .where(condition)
    .orderBy(asc(staffMembers.lastName), asc(staffMembers.firstName), asc(staffMembers.id))
    .limit(sql.placeholder('take'))
    .offset(sql.placeholder('skip'))
    .as('page');
  return {
    page: db
      .select({
        id: page.id,
        firstName: page.firstName,
        lastName: page.lastName,
        email: users.email,
        role: users.role,
        status: users.status,
        teams: teamsOfGroup,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.userId))
      .leftJoin(teamMembers, eq(teamMembers.staffMemberId, page.id))
      .leftJoin(teams, eq(teams.id, teamMembers.teamId))
      // The account's key: its other columns follow from it.
      .groupBy(page.id, page.firstName, page.lastName, users.id)
      .orderBy(asc(page.lastName), asc(page.firstName), asc(page.id))
      .prepare(`${name}_page`),
    count: db.select({ n: count() }).from(staffMembers).where(condition).prepare(`${name}_count`),
  };
}
const searches = preparedPerFilters(searchStatements);

/** The placeholder values of a search: LIKE prefixes (wildcards in the input matched literally) and names. */
function filterValues(filter: StaffFilter): Partial<Record<FilterName, string>> {
  const prefix = (text: string | undefined) => (text ? `${escapeLike(text.toLowerCase())}%` : undefined);
  return {
    lastName: prefix(filter.lastName),
    firstName: prefix(filter.firstName),
    teamName: filter.teamName || undefined,
    role: filter.role || undefined,
  };
}

export function createStaffRepository(db: DbOrTx) {
  return {
    /** Prepared per combination of filters (GET /staffMembers): planning the join costs more than running it. */
    async list(filter: StaffFilter): Promise<{ rows: StaffRow[]; total: number }> {
      const values = filterValues(filter);
      const given = FILTERS.filter((name) => values[name] !== undefined);
      const statements = searches(db, given);
      const params = withFields(values, { take: filter.take, skip: filter.skip });
      const [rows, totals] = await Promise.all([
        statements.page.execute(params),
        statements.count.execute(params),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async findById(id: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select({
          id: staffMembers.id,
          firstName: staffMembers.firstName,
          lastName: staffMembers.lastName,
          email: users.email,
          role: users.role,
          status: users.status,
          teams: teamsOfGroup,
        })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .leftJoin(teamMembers, eq(teamMembers.staffMemberId, staffMembers.id))
        .leftJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(staffMembers.id, id))
        // The two keys: every other column follows from them.
        .groupBy(staffMembers.id, users.id);
      return row;
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
