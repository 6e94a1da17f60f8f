import { and, count, desc, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#src/db/client.ts';
import { activityLogs, participants, staffMembers, userActionLogs, users } from '#src/db/schema/index.ts';

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

// The person behind a user id: a staff member or a participant (whose sign-in account it is).
const uaUser = alias(users, 'ua_user');
const uaStaff = alias(staffMembers, 'ua_staff');
const uaParticipant = alias(participants, 'ua_participant');
const actorUser = alias(users, 'actor_user');
const actorStaff = alias(staffMembers, 'actor_staff');
const actorParticipant = alias(participants, 'actor_participant');
const subject = alias(participants, 'subject');

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

  const selectActivity = (where: SQL | undefined) =>
    db
      .select({
        id: al.id,
        kind: al.kind,
        actorUserId: al.actorUserId,
        actorEmail: actorUser.email,
        actorName: personName(actorStaff, actorParticipant),
        participantId: al.participantId,
        participantName: sql<string | null>`${subject.firstName} || ' ' || ${subject.lastName}`,
        message: al.message,
        detail: al.detail,
        createdAt: al.createdAt,
        cursor: sql<string>`${al.createdAt}::text`,
      })
      .from(al)
      .leftJoin(actorUser, eq(actorUser.id, al.actorUserId))
      .leftJoin(actorStaff, eq(actorStaff.userId, al.actorUserId))
      .leftJoin(actorParticipant, eq(actorParticipant.userId, al.actorUserId))
      .leftJoin(subject, eq(subject.participantId, al.participantId))
      .where(where)
      .orderBy(desc(al.createdAt), desc(al.id));

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

    async listActivity(filter: ActivityFilter, page: Page): Promise<{ rows: ActivityRow[]; total: number }> {
      const where = activityWhere(filter);
      const [rows, [counted]] = await Promise.all([
        selectActivity(where).limit(page.take).offset(page.skip),
        db.select({ n: count() }).from(al).where(where),
      ]);
      return { rows: rows.map(toActivity), total: counted?.n ?? 0 };
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
