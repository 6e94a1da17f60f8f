import { and, count, desc, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedPerFilters } from '#src/db/prepared.ts';
import { preparedRowsOf } from '#src/db/raw-sql.ts';
import {
  activityLogHours,
  activityLogHoursState,
  activityLogs,
  participants,
  staffMembers,
  userActionLogs,
  users,
} from '#src/db/schema/index.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

/**
 * The user-action log and the activity log. Append-only: this repository inserts and reads, and has no way to change
 * or remove a row (the database refuses both too, see migration 0004).
 */

export interface UserActionFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  userId?: string | undefined;
  category?: string | undefined;
}

export interface ActivityFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  userId?: string | undefined;
  participantId?: string | undefined;
  kind?: string | undefined;
}

export interface Page {
  take: number;
  skip: number;
}

/** Where an export resumes: the (created_at, id) of the last row sent, created_at as PostgreSQL text (microseconds). */
export interface LogCursor {
  createdAt: string;
  id: string;
}

export interface LogUser {
  id: string;
  email: string | null;
  name: string | null;
}

export interface UserActionRow {
  id: string;
  user: LogUser;
  category: string;
  action: string;
  detail: Record<string, unknown>;
  createdAt: Date;
  cursor: string;
}

export interface ActivityRow {
  id: string;
  kind: string;
  actor: LogUser | null;
  participantId: string | null;
  participantName: string | null;
  message: string;
  detail: Record<string, unknown>;
  createdAt: Date;
  cursor: string;
}

export interface DayCount {
  day: string;
  n: number;
  sensitive: number;
}

const ua = userActionLogs;
const al = activityLogs;
const hours = activityLogHours;
const HOUR_MS = 3_600_000;

// The person behind a user id: a staff member or a participant (whose sign-in account it is).
const uaUser = alias(users, 'ua_user');
const uaStaff = alias(staffMembers, 'ua_staff');
const uaParticipant = alias(participants, 'ua_participant');

interface NamedPerson {
  firstName: SQLWrapper;
  lastName: SQLWrapper;
}
const personName = (staff: NamedPerson, participant: NamedPerson): SQL<string | null> =>
  sql<
    string | null
  >`coalesce(${staff.firstName} || ' ' || ${staff.lastName}, ${participant.firstName} || ' ' || ${participant.lastName})`;

/** The organisation time zone is a constant of the deployment, never input; checked before it is written into SQL. */
const zoneLiteral = (timeZone: string) => {
  if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(timeZone)) throw new Error(`Invalid time zone ${timeZone}`);
  return sql.raw(`'${timeZone}'`);
};

function userActionWhere(f: UserActionFilter, cursor?: LogCursor): SQL | undefined {
  return and(
    f.from ? gte(ua.createdAt, f.from) : undefined,
    f.to ? lt(ua.createdAt, f.to) : undefined,
    f.userId ? eq(ua.userId, f.userId) : undefined,
    f.category ? eq(ua.category, f.category) : undefined,
    cursor
      ? sql`(${ua.createdAt}, ${ua.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  );
}

function activityWhere(f: ActivityFilter, cursor?: LogCursor): SQL | undefined {
  return and(
    f.from ? gte(al.createdAt, f.from) : undefined,
    f.to ? lt(al.createdAt, f.to) : undefined,
    f.userId ? eq(al.actorUserId, f.userId) : undefined,
    f.participantId ? eq(al.participantId, f.participantId) : undefined,
    f.kind ? eq(al.kind, f.kind) : undefined,
    cursor
      ? sql`(${al.createdAt}, ${al.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  );
}

/** An instant as a timestamptz parameter, rounded to a UTC hour; ±infinity when the range is open on that side. */
const hourOf = (at: Date | undefined, round: (hours: number) => number, open: 'infinity' | '-infinity') =>
  at === undefined ? open : new Date(round(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

/**
 * The number of activity rows of a kind (or of every kind) in [from, to), exact, without visiting each of them
 * (decision 020): the whole hours inside the range that the roll-up has counted are summed from
 * activity_log_hours, and only the rows of the partial hour at the start, of the partial hour at the end and of
 * the hours after the roll-up's watermark are counted one by one (from the kind and created_at indexes).
 */
function activityCountByHours(f: ActivityFilter): SQL {
  const kindIs = (column: SQLWrapper) => (f.kind === undefined ? sql`true` : sql`${column} = ${f.kind}`);
  const to = sql`${f.to?.toISOString() ?? 'infinity'}::timestamptz`;
  // The whole hours inside the range start at firstHour and end at lastHour; the roll-up holds those before `until`.
  const firstHour = sql`${hourOf(f.from, Math.ceil, '-infinity')}::timestamptz`;
  const lastHour = sql`${hourOf(f.to, Math.floor, 'infinity')}::timestamptz`;
  const head = f.from
    ? sql`(select count(*) from ${al} where ${kindIs(al.kind)} and ${al.createdAt} >= ${f.from.toISOString()}::timestamptz
        and ${al.createdAt} < least(${firstHour}, ${to}))`
    : sql`0`;
  return sql`with rolled as (
      select greatest(${firstHour}, least(${lastHour},
        coalesce((select ${activityLogHoursState.rolledUpTo} from ${activityLogHoursState}), '-infinity'))) as until
    )
    select (select coalesce(sum(${hours.n}), 0) from ${hours} where ${kindIs(hours.kind)}
        and ${hours.hour} >= ${firstHour} and ${hours.hour} < (select until from rolled))
      + ${head}
      + (select count(*) from ${al} where ${kindIs(al.kind)}
        and ${al.createdAt} >= (select until from rolled) and ${al.createdAt} < ${to}) as n`;
}

/** The filters of the activity list, in the order their conditions are written. */
const ACTIVITY_FILTERS = ['from', 'to', 'userId', 'participantId', 'kind'] as const;
type ActivityFilterName = (typeof ACTIVITY_FILTERS)[number];

/** The values of a prepared activity list, as the driver takes them: a filter left empty is not given (activityWhere). */
function activityParams(f: ActivityFilter): Partial<Record<ActivityFilterName, string>> {
  return {
    from: f.from?.toISOString(),
    to: f.to?.toISOString(),
    userId: f.userId || undefined,
    participantId: f.participantId || undefined,
    kind: f.kind || undefined,
  };
}

/** activityWhere for the filters `given`, their values placeholders (the same conditions, in the same order). */
function activityWherePlaceholders(given: readonly ActivityFilterName[]): SQL | undefined {
  const value = (name: ActivityFilterName) => sql.placeholder(name);
  return and(
    ...given.map((name) => {
      switch (name) {
        case 'from':
          return gte(al.createdAt, value(name));
        case 'to':
          return lt(al.createdAt, value(name));
        case 'userId':
          return eq(al.actorUserId, value(name));
        case 'participantId':
          return eq(al.participantId, value(name));
        case 'kind':
          return eq(al.kind, value(name));
      }
    }),
  );
}

// Each lookup is an SQL of its own inside the field: drizzle writes the columns of a one-table select unqualified,
// except inside nested SQL, and `"participant_id" = "participant_id"` in a subquery would compare its own column.
const actorEmail = sql<
  string | null
>`(${sql`select ${users.email} from ${users} where ${users.id} = ${al.actorUserId}`})`;
const actorName = sql<
  string | null
>`coalesce((${sql`select ${staffMembers.firstName} || ' ' || ${staffMembers.lastName}
  from ${staffMembers} where ${staffMembers.userId} = ${al.actorUserId}`}), (${sql`select ${participants.firstName}
  || ' ' || ${participants.lastName} from ${participants} where ${participants.userId} = ${al.actorUserId}`}))`;
const subjectName = sql<
  string | null
>`(${sql`select ${participants.firstName} || ' ' || ${participants.lastName}
  from ${participants} where ${participants.participantId} = ${al.participantId}`})`;

/**
 * The activity list's page as activity_logs alone, the names of its actor and participant read by scalar subqueries
 * (each a lookup by a unique key, so the answer is what left joins would give). PostgreSQL
 * keeps planning this statement for every call (its custom plan, with the range's values, wins over a generic one):
 * with four left joins that planning took 1.2 ms, more than running it; as subqueries it takes about 0.12 ms.
 */
const selectActivityPageOn = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      id: al.id,
      kind: al.kind,
      actorUserId: al.actorUserId,
      actorEmail,
      actorName,
      participantId: al.participantId,
      participantName: subjectName,
      message: al.message,
      detail: al.detail,
      createdAt: al.createdAt,
      cursor: sql<string>`${al.createdAt}::text`,
    })
    .from(al)
    .where(where)
    .orderBy(desc(al.createdAt), desc(al.id));

/** The activity list's page and plain count for one combination of filters (at most 32), each prepared once. */
function activityListStatements(db: DbOrTx, given: readonly ActivityFilterName[]) {
  const where = activityWherePlaceholders(given);
  const name = `activity_list_${given.join('_') || 'all'}`;
  return {
    page: selectActivityPageOn(db, where)
      .limit(sql.placeholder('take'))
      .offset(sql.placeholder('skip'))
      .prepare(`${name}_page`),
    count: db.select({ n: count() }).from(al).where(where).prepare(`${name}_count`),
  };
}
const activityLists = preparedPerFilters(activityListStatements);

export function createLogsRepository(db: DbOrTx) {
  const selectUserActions = (where: SQL | undefined) =>
    db
      .select({
        id: ua.id,
        userId: ua.userId,
        userEmail: uaUser.email,
        userName: personName(uaStaff, uaParticipant),
        category: ua.category,
        action: ua.action,
        detail: ua.detail,
        createdAt: ua.createdAt,
        cursor: sql<string>`${ua.createdAt}::text`,
      })
      .from(ua)
      .leftJoin(uaUser, eq(uaUser.id, ua.userId))
      .leftJoin(uaStaff, eq(uaStaff.userId, ua.userId))
      .leftJoin(uaParticipant, eq(uaParticipant.userId, ua.userId))
      .where(where)
      .orderBy(desc(ua.createdAt), desc(ua.id));

  // The export reads the same one-table statement as the page: one shape of the activity row.
  const selectActivity = (where: SQL | undefined) => selectActivityPageOn(db, where);

  type UaSelected = Awaited<ReturnType<typeof selectUserActions>>[number];
  type AlSelected = Awaited<ReturnType<typeof selectActivity>>[number];
  const toUserAction = (r: UaSelected): UserActionRow => ({
    id: r.id,
    user: { id: r.userId, email: r.userEmail, name: r.userName },
    category: r.category,
    action: r.action,
    detail: r.detail,
    createdAt: r.createdAt,
    cursor: r.cursor,
  });
  const toActivity = (r: AlSelected): ActivityRow => ({
    id: r.id,
    kind: r.kind,
    actor: r.actorUserId ? { id: r.actorUserId, email: r.actorEmail, name: r.actorName } : null,
    participantId: r.participantId,
    participantName: r.participantName,
    message: r.message,
    detail: r.detail,
    createdAt: r.createdAt,
    cursor: r.cursor,
  });

  return {
    async insertUserAction(row: {
      id: string;
      userId: string;
      category: string;
      action: string;
      detail: Record<string, unknown>;
    }): Promise<void> {
      await db.insert(ua).values(row);
    },

    /** One page, newest first, and the total: two statements, each served by a created_at or user index. */
    async listUserActions(
      filter: UserActionFilter,
      page: Page,
    ): Promise<{ rows: UserActionRow[]; total: number }> {
      const where = userActionWhere(filter);
      const [rows, [counted]] = await Promise.all([
        selectUserActions(where).limit(page.take).offset(page.skip),
        db.select({ n: count() }).from(ua).where(where),
      ]);
      return { rows: rows.map(toUserAction), total: counted?.n ?? 0 };
    },

    /**
     * One page, newest first, and the exact total (by the hourly roll-up unless a user or participant is named).
     * Both are prepared statements, one per combination of filters (GET /logs/activity), and the page is one table
     * with lookups (selectActivityPageOn): planning the joined page cost more than running it (decision 018).
     */
    async listActivity(filter: ActivityFilter, page: Page): Promise<{ rows: ActivityRow[]; total: number }> {
      const values = activityParams(filter);
      const given = ACTIVITY_FILTERS.filter((name) => values[name] !== undefined);
      const statements = activityLists(db, given);
      const byHours = filter.userId === undefined && filter.participantId === undefined;
      const [rows, [counted]] = await Promise.all([
        statements.page.execute(withFields(values, { take: page.take, skip: page.skip })),
        byHours
          ? preparedRowsOf<{ n: number | string }>(db, activityCountByHours(filter))
          : statements.count.execute(values),
      ]);
      return { rows: rows.map(toActivity), total: Number(counted?.n ?? 0) };
    },

    /** How many rows match, counting no further than `limit` (an export only needs to know if it is too many). */
    async countUserActionsUpTo(filter: UserActionFilter, limit: number): Promise<number> {
      const capped = db
        .select({ one: sql`1`.as('one') })
        .from(ua)
        .where(userActionWhere(filter))
        .limit(limit)
        .as('capped');
      const [row] = await db.select({ n: count() }).from(capped);
      return row?.n ?? 0;
    },

    async countActivityUpTo(filter: ActivityFilter, limit: number): Promise<number> {
      const capped = db
        .select({ one: sql`1`.as('one') })
        .from(al)
        .where(activityWhere(filter))
        .limit(limit)
        .as('capped');
      const [row] = await db.select({ n: count() }).from(capped);
      return row?.n ?? 0;
    },

    /** The next rows of an export after `cursor`, newest first (keyset paging: each batch is an index range). */
    async userActionsAfter(filter: UserActionFilter, cursor: LogCursor | undefined, limit: number) {
      return (await selectUserActions(userActionWhere(filter, cursor)).limit(limit)).map(toUserAction);
    },

    async activityAfter(filter: ActivityFilter, cursor: LogCursor | undefined, limit: number) {
      return (await selectActivity(activityWhere(filter, cursor)).limit(limit)).map(toActivity);
    },

    /** User actions per calendar day in `timeZone`, days without any left out. */
    async userActionsPerDay(filter: UserActionFilter, timeZone: string): Promise<DayCount[]> {
      const day = sql<string>`to_char(${ua.createdAt} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, n: count() })
        .from(ua)
        .where(userActionWhere(filter))
        .groupBy(sql`1`);
      return rows.map((r) => ({ day: r.day, n: r.n, sensitive: 0 }));
    },

    /** Activity entries per calendar day in `timeZone`, with how many of them were sensitive-info access. */
    async activityPerDay(filter: ActivityFilter, timeZone: string): Promise<DayCount[]> {
      const day = sql<string>`to_char(${al.createdAt} at time zone ${zoneLiteral(timeZone)}, 'YYYY-MM-DD')`;
      return db
        .select({
          day,
          n: count(),
          sensitive: sql<number>`count(*) filter (where ${al.kind} = 'sensitive-info-access')`.mapWith(
            Number,
          ),
        })
        .from(al)
        .where(activityWhere(filter))
        .groupBy(sql`1`);
    },

    /** The sign-in account of a participant, if they have one (their own actions are user actions). */
    async userIdOfParticipant(participantId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ userId: participants.userId })
        .from(participants)
        .where(eq(participants.participantId, participantId))
        .limit(1);
      return row ? row.userId : undefined;
    },
  };
}
export type LogsRepository = ReturnType<typeof createLogsRepository>;
