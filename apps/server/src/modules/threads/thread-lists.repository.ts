import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { asDate, rowsOf, uuidList } from './thread-sql.ts';
import type { AuthorKind } from './threads.repository.ts';

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

/** One row of an inbox list, with the names a row shows (assignees are read separately for the page). */
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
}

const UNREAD = sql`(s.last_read_at is null or s.last_read_at < t.last_message_at)`;

/** The threads of the scope, before the archive filter. */
function scopeCondition(scope: InboxScope): SQL {
  switch (scope.kind) {
    case 'staff':
      // Assigned or owned: two index lookups, then one page of threads.
      return sql`t.id in (select ta.thread_id from thread_assignees ta where ta.staff_member_id = ${scope.staffMemberId}
        union all select o.id from threads o where o.owner_staff_member_id = ${scope.staffMemberId})`;
    case 'participant':
      return sql`t.participant_id = ${scope.participantId}`;
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

/** Personal inboxes archive per user; team lists per team. Unassigned and unresponded lists hold open threads. */
function archiveCondition(scope: InboxScope, archived: boolean): SQL {
  if (scope.kind === 'staff' || scope.kind === 'participant') {
    return archived ? sql`s.archived_at is not null` : sql`s.archived_at is null`;
  }
  if (scope.kind === 'team')
    return archived ? sql`t.team_archived_at is not null` : sql`t.team_archived_at is null`;
  return sql`true`;
}

/** `%text%` for ILIKE, with the pattern characters of the search text matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(q: string | undefined): SQL {
  if (q === undefined || q === '') return sql`true`;
  const pattern = containsPattern(q);
  return sql`(t.subject ilike ${pattern} or exists (select 1 from messages m where m.thread_id = t.id
    and m.body_text ilike ${pattern}))`;
}

export function createThreadListsRepository(db: DbOrTx) {
  return {
    /** One page of the scope, newest activity first (unresponded: longest waiting first), and the total. */
    async list(
      scope: InboxScope,
      filter: { archived: boolean; q?: string | undefined; take: number; skip: number },
    ): Promise<{ rows: ThreadListRow[]; total: number }> {
      const where = sql.join(
        [scopeCondition(scope), archiveCondition(scope, filter.archived), searchCondition(filter.q)],
        sql` and `,
      );
      const order =
        scope.kind === 'unresponded'
          ? sql`t.awaiting_reply_since asc, t.id asc`
          : sql`t.last_message_at desc, t.id desc`;
      const states = sql`left join thread_user_states s on s.thread_id = t.id and s.user_id = ${scope.readerUserId}`;
      const rows = await rowsOf<ThreadListRow>(
        db,
        sql`select t.id, t.subject, t.team_id as "teamId", tm.name as "teamName",
            t.participant_id as "participantId", p.first_name as "participantFirstName",
            p.last_name as "participantLastName", t.owner_staff_member_id as "ownerStaffMemberId",
            o.first_name || ' ' || o.last_name as "ownerName", t.referred_to_team_id as "referredToTeamId",
            rt.name as "referredToTeamName", t.last_message_at as "lastMessageAt",
            t.last_message_preview as "lastMessagePreview", t.last_message_from as "lastMessageFrom",
            t.message_count as "messageCount", t.awaiting_reply_since as "awaitingReplySince",
            t.created_at as "createdAt", t.team_archived_at as "teamArchivedAt",
            s.archived_at as "userArchivedAt", ${UNREAD} as unread
          from threads t
          join participants p on p.participant_id = t.participant_id
          left join teams tm on tm.id = t.team_id
          left join teams rt on rt.id = t.referred_to_team_id
          left join staff_members o on o.id = t.owner_staff_member_id
          ${states}
          where ${where}
          order by ${order}
          limit ${filter.take} offset ${filter.skip}`,
      );
      const [counted] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from threads t ${states} where ${where}`,
      );
      return {
        rows: rows.map((r) => ({
          ...r,
          lastMessageAt: asDate(r.lastMessageAt)!,
          createdAt: asDate(r.createdAt)!,
          awaitingReplySince: asDate(r.awaitingReplySince),
          teamArchivedAt: asDate(r.teamArchivedAt),
          userArchivedAt: asDate(r.userArchivedAt),
        })),
        total: counted?.n ?? 0,
      };
    },

    /** Open, unread and archived threads of a personal (staff or participant) inbox, in one pass. */
    async inboxCounts(
      scope: Extract<InboxScope, { kind: 'staff' | 'participant' }>,
    ): Promise<{ open: number; unread: number; archived: number }> {
      const [row] = await rowsOf<{ open: number; unread: number; archived: number }>(
        db,
        sql`select count(*) filter (where s.archived_at is null)::int as open,
            count(*) filter (where s.archived_at is null and ${UNREAD})::int as unread,
            count(*) filter (where s.archived_at is not null)::int as archived
          from threads t
          left join thread_user_states s on s.thread_id = t.id and s.user_id = ${scope.readerUserId}
          where ${scopeCondition(scope)}`,
      );
      return row ?? { open: 0, unread: 0, archived: 0 };
    },

    async countUnassigned(teamIds: string[]): Promise<number> {
      if (teamIds.length === 0) return 0;
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from threads t where t.team_id in ${uuidList(teamIds)}
          and t.assignee_count = 0 and t.team_archived_at is null`,
      );
      return row?.n ?? 0;
    },

    /** The open threads of a personal inbox (for archiving them all at once). */
    async openThreadIds(scope: Extract<InboxScope, { kind: 'staff' | 'participant' }>): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select t.id from threads t
          left join thread_user_states s on s.thread_id = t.id and s.user_id = ${scope.readerUserId}
          where ${scopeCondition(scope)} and s.archived_at is null`,
      );
      return rows.map((r) => r.id);
    },
  };
}
export type ThreadListsRepository = ReturnType<typeof createThreadListsRepository>;
