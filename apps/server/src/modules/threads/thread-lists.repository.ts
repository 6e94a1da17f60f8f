import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { assigneesJson } from './thread-assignees.repository.ts';
import type { StaffRef } from './thread-people.repository.ts';
import { asDate, pageRowsAndTotal, pageWithTotal, preparedRowsOf, rowsOf, uuidList } from './thread-sql.ts';
import type { AuthorKind } from './threads.repository.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

/** Which threads a list holds. Unread and per-user archive are read for `readerUserId`. */
export type InboxScope =
  | { kind: 'staff'; staffMemberId: string; readerUserId: string }
  | { kind: 'participant'; participantId: string; readerUserId: string }
  | { kind: 'team'; teamId: string; readerUserId: string }
  | {
      kind: 'unassigned';
      teamIds: string[];
      from?: string | undefined;
      to?: string | undefined;
      readerUserId: string;
    }
  | { kind: 'unresponded'; teamId: string; readerUserId: string };

/** One row of an inbox list, with the names a row shows. */
export interface ThreadListRow {
  id: string;
  subject: string;
  teamId: string | null;
  teamName: string | null;
  participantId: string;
  participantFirstName: string;
  participantLastName: string;
  ownerStaffMemberId: string | null;
  ownerName: string | null;
  referredToTeamId: string | null;
  referredToTeamName: string | null;
  lastMessageAt: Date;
  lastMessagePreview: string;
  lastMessageFrom: AuthorKind;
  messageCount: number;
  awaitingReplySince: Date | null;
  createdAt: Date;
  teamArchivedAt: Date | null;
  userArchivedAt: Date | null;
  unread: boolean;
  /** Who is assigned, when the list was asked for them (otherwise none). */
  assignees: StaffRef[];
}

/** The counts of a team inbox; unread is its reader's. */
export interface TeamInboxCounts {
  open: number;
  unread: number;
  archived: number;
  unassigned: number;
}

type PersonalScope = Extract<InboxScope, { kind: 'staff' | 'participant' }>;

const isPersonal = (scope: InboxScope): scope is PersonalScope =>
  scope.kind === 'staff' || scope.kind === 'participant';

/** A personal inbox's threads by id, without duplicates: staff, assigned or owned; a participant, their own. */
function personalThreadIds(scope: PersonalScope): SQL {
  if (scope.kind === 'participant')
    return sql`select pt.id from threads pt where pt.participant_id = ${scope.participantId}`;
  // Two index-only scans (thread_assignees_staff_idx, threads_owner_idx): no thread row is read.
  return sql`select ta.thread_id as id from thread_assignees ta where ta.staff_member_id = ${scope.staffMemberId}
    union select o.id from threads o where o.owner_staff_member_id = ${scope.staffMemberId}`;
}

/** The threads the user archived for themselves: an index-only scan of thread_user_states_user_idx. */
const archivedBy = (userId: string) =>
  sql`select a.thread_id from thread_user_states a where a.user_id = ${userId} and a.archived_at is not null`;

/** The ids of a personal inbox's open (or archived) threads. */
function personalInbox(scope: PersonalScope, archived: boolean): SQL {
  return sql`select i.id from (${personalThreadIds(scope)}) i
    where i.id ${archived ? sql`` : sql`not `}in (${archivedBy(scope.readerUserId)})`;
}

/** The threads of a team scope, before the archive filter. */
function teamScopeCondition(scope: Exclude<InboxScope, PersonalScope>): SQL {
  switch (scope.kind) {
    case 'team':
      return sql`t.team_id = ${scope.teamId}`;
    case 'unassigned':
      if (scope.teamIds.length === 0) return sql`false`;
      return sql.join(
        [
          sql`t.team_id in ${uuidList(scope.teamIds)} and t.assignee_count = 0 and t.team_archived_at is null`,
          scope.from !== undefined ? sql`t.last_message_at >= ${scope.from}::timestamptz` : sql`true`,
          scope.to !== undefined ? sql`t.last_message_at < ${scope.to}::timestamptz` : sql`true`,
        ],
        sql` and `,
      );
    case 'unresponded':
      return sql`t.team_id = ${scope.teamId} and t.awaiting_reply_since is not null and t.team_archived_at is null`;
  }
}

/**
 * The threads a list holds: the scope, open or archived. Personal inboxes archive per user, and the filter runs on
 * the inbox's ids before any thread row is read; team lists archive per team. Unassigned and unresponded lists
 * hold open threads.
 */
function listCondition(scope: InboxScope, archived: boolean): SQL {
  // The inbox's ids as an array: PostgreSQL then fetches their threads by key. As `in (subquery)` it estimated a
  // few hundred ids and, on an organisation of some 20,000 threads, read every thread to hash-join them: 6.1-6.5 ms
  // against 1.7-1.9 ms for a page of my inbox at 1/10 of the bench's organisation (decision 023).
  if (isPersonal(scope)) return sql`t.id = any(array(${personalInbox(scope, archived)}))`;
  if (scope.kind === 'team')
    return sql`${teamScopeCondition(scope)} and t.team_archived_at is ${archived ? sql`not null` : sql`null`}`;
  return teamScopeCondition(scope);
}

/**
 * Newest activity first (unresponded: longest waiting first), in the order the scope's index already holds; `of`
 * names the columns as the page answers them (`"lastMessageAt"`), to sort the page's rows again once read.
 */
function orderOf(scope: InboxScope, archived: boolean, of?: 'page'): SQL {
  const col = (column: string, answered: string) => sql.raw(of ? `page."${answered}"` : `t.${column}`);
  const id = col('id', 'id');
  if (scope.kind === 'unresponded')
    return sql`${col('awaiting_reply_since', 'awaitingReplySince')} asc, ${id} asc`;
  const newest = sql`${col('last_message_at', 'lastMessageAt')} desc nulls last, ${id} desc`;
  // Every open team thread has a null team_archived_at: leading with it lets threads_team_inbox_idx (team_id,
  // team_archived_at, last_message_at desc) hand rows over in page order, so a page reads 25 rows, not the team's all.
  if (scope.kind === 'team' && !archived) return sql`${col('team_archived_at', 'teamArchivedAt')}, ${newest}`;
  // "nulls last" (last_message_at is never null) is how the indexes hold it.
  return newest;
}

/**
 * The columns of an inbox row, for the reader `readerUserId`: names and the reader's state are subqueries, evaluated
 * for the rows of the page only, after the sort, and quick to plan (joins here cost more planning than executing).
 * Every list of threads (the inboxes, a participant's record) reads these, from `threads t`.
 */
export function threadListColumns(readerUserId: string, withAssignees: boolean): SQL {
  return sql`t.id, t.subject, t.team_id as "teamId",
            (select tm.name from teams tm where tm.id = t.team_id) as "teamName",
            t.participant_id as "participantId",
            (select p.first_name from participants p where p.participant_id = t.participant_id) as "participantFirstName",
            (select p.last_name from participants p where p.participant_id = t.participant_id) as "participantLastName",
            t.owner_staff_member_id as "ownerStaffMemberId",
            (select o.first_name || ' ' || o.last_name from staff_members o where o.id = t.owner_staff_member_id) as "ownerName",
            t.referred_to_team_id as "referredToTeamId",
            (select rt.name from teams rt where rt.id = t.referred_to_team_id) as "referredToTeamName",
            t.last_message_at as "lastMessageAt", t.last_message_preview as "lastMessagePreview",
            t.last_message_from as "lastMessageFrom", t.message_count as "messageCount",
            t.awaiting_reply_since as "awaitingReplySince", t.created_at as "createdAt",
            t.team_archived_at as "teamArchivedAt",
            (select s.archived_at from thread_user_states s
              where s.thread_id = t.id and s.user_id = ${readerUserId}) as "userArchivedAt",
            not exists (select 1 from thread_user_states s where s.thread_id = t.id
              and s.user_id = ${readerUserId} and s.last_read_at >= t.last_message_at) as unread,
            ${withAssignees ? assigneesJson(sql`t.id`) : sql`null`} as assignees`;
}

/** A row of `threadListColumns` as the driver answers it (times may come as text). */
export type ThreadListRecord = Omit<ThreadListRow, 'id'>;

/** A row of `threadListColumns` with its times as dates and its assignees as a list. */
export function threadListRowOf(r: ThreadListRecord & { id: string }): ThreadListRow {
  return withFields(r, {
    lastMessageAt: asDate(r.lastMessageAt)!,
    createdAt: asDate(r.createdAt)!,
    awaitingReplySince: asDate(r.awaitingReplySince),
    teamArchivedAt: asDate(r.teamArchivedAt),
    userArchivedAt: asDate(r.userArchivedAt),
    assignees: r.assignees ?? [],
  });
}

/** `%text%` for ILIKE, with the pattern characters of the search text matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Subjects and message text; for staff also the participant a thread is with, by name ("Mary Nan", "Nanouk, M") or
 * by id, as a case worker looks a conversation up. A participant's own name would match every thread of theirs.
 */
function searchCondition(scope: InboxScope, q: string | undefined): SQL {
  if (q === undefined || q === '') return sql`true`;
  const pattern = containsPattern(q);
  // An id is matched without its hyphen on either side, as people read it out or copy it ("p7k3m9qx").
  const id = q.replace(/-/g, '');
  const idMatch =
    id === '' ? sql`` : sql` or replace(p.participant_id, '-', '') ilike ${containsPattern(id)}`;
  const participant =
    scope.kind === 'participant'
      ? sql``
      : sql` or exists (select 1 from participants p where p.participant_id = t.participant_id
        and (p.first_name || ' ' || p.last_name ilike ${pattern} or p.last_name || ', ' || p.first_name ilike ${pattern}${idMatch}))`;
  return sql`(t.subject ilike ${pattern} or exists (select 1 from messages m where m.thread_id = t.id
    and m.body_text ilike ${pattern})${participant})`;
}

export function createThreadListsRepository(db: DbOrTx) {
  return {
    /**
     * One page of the scope, newest activity first (unresponded: longest waiting first), and the total; with each
     * thread's assignees when `withAssignees`. One statement: the total is counted beside the page and comes on
     * each of its rows, or on a row of its own when the page is empty.
     */
    async list(
      scope: InboxScope,
      filter: { archived: boolean; q?: string | undefined; take: number; skip: number },
      { withAssignees = false } = {},
    ): Promise<{ rows: ThreadListRow[]; total: number }> {
      const where = sql`${listCondition(scope, filter.archived)} and ${searchCondition(scope, filter.q)}`;
      // Names and the reader's state are subqueries: evaluated for the rows of the page only, after the sort, and
      // quick to plan (joins here cost more planning than executing).
      const count =
        isPersonal(scope) && !filter.q
          ? // A personal inbox counts its ids without reading a thread row.
            sql`select count(*)::int as n from (${personalInbox(scope, filter.archived)}) inbox`
          : sql`select count(*)::int as n from threads t where ${where}`;
      const rows = await preparedRowsOf<ThreadListRecord & { total: number; id: string | null }>(
        db,
        pageWithTotal(
          count,
          sql`select ${threadListColumns(scope.readerUserId, withAssignees)}
          from threads t
          where ${where}
          order by ${orderOf(scope, filter.archived)}
          limit ${filter.take} offset ${filter.skip}`,
          orderOf(scope, filter.archived, 'page'),
        ),
      );
      const { rows: page, total } = pageRowsAndTotal(rows);
      return { rows: page.map(threadListRowOf), total };
    },

    /**
     * Open, unread and archived threads of a personal (staff or participant) inbox, in one pass over its ids: only
     * the open ones read their thread row, to compare the newest message with the read marker.
     */
    async inboxCounts(scope: PersonalScope): Promise<{ open: number; unread: number; archived: number }> {
      const [row] = await preparedRowsOf<{ open: number; unread: number; archived: number }>(
        db,
        sql`select count(*) filter (where not i.archived)::int as open,
            count(*) filter (where not i.archived and not exists (select 1 from threads t
              join thread_user_states r on r.thread_id = t.id and r.user_id = ${scope.readerUserId}
              where t.id = i.id and r.last_read_at >= t.last_message_at))::int as unread,
            count(*) filter (where i.archived)::int as archived
          from (select ids.id, ids.id in (${archivedBy(scope.readerUserId)}) as archived
            from (${personalThreadIds(scope)}) ids) i`,
      );
      return row ?? { open: 0, unread: 0, archived: 0 };
    },

    /**
     * Open, unread (for `readerUserId`), archived and unassigned threads of a team inbox, in one statement: the open
     * threads are a range of threads_team_inbox_idx and read their row (newest message, assignee count); the
     * archived ones, which pile up, are only counted there.
     */
    async teamCounts(teamId: string, readerUserId: string): Promise<TeamInboxCounts> {
      const [row] = await preparedRowsOf<TeamInboxCounts>(
        db,
        sql`select count(*)::int as open,
            count(*) filter (where not exists (select 1 from thread_user_states r
              where r.thread_id = t.id and r.user_id = ${readerUserId} and r.last_read_at >= t.last_message_at))::int
              as unread,
            count(*) filter (where t.assignee_count = 0)::int as unassigned,
            (select count(*)::int from threads a
              where a.team_id = ${teamId} and a.team_archived_at is not null) as archived
          from threads t where t.team_id = ${teamId} and t.team_archived_at is null`,
      );
      return row ?? { open: 0, unread: 0, archived: 0, unassigned: 0 };
    },

    async countUnassigned(teamIds: string[]): Promise<number> {
      if (teamIds.length === 0) return 0;
      const [row] = await preparedRowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from threads t where t.team_id in ${uuidList(teamIds)}
          and t.assignee_count = 0 and t.team_archived_at is null`,
      );
      return row?.n ?? 0;
    },

    /** The open threads of a personal inbox (for archiving them all at once). */
    async openThreadIds(scope: PersonalScope): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select t.id from threads t where ${listCondition(scope, false)}`,
      );
      return rows.map((r) => r.id);
    },
  };
}
export type ThreadListsRepository = ReturnType<typeof createThreadListsRepository>;
