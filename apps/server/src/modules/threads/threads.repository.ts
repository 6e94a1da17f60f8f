import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#src/db/client.ts';
import type { Bound } from '#src/db/raw-sql.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';
import {
  applications,
  messageFiles,
  messages,
  participants,
  staffMembers,
  teams,
  threadUserStates,
  threads,
} from '#src/db/schema/index.ts';
import { assigneesJson, createThreadAssigneesRepository } from './thread-assignees.repository.ts';
import { createThreadPeopleRepository, type StaffRef } from './thread-people.repository.ts';
import { asDate, preparedRowsOf } from './thread-sql.ts';
import { createThreadStatesRepository } from './thread-states.repository.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

export type { InboxOwnerRow, StaffRef } from './thread-people.repository.ts';

export type ThreadRow = typeof threads.$inferSelect;
export type NewThreadRow = typeof threads.$inferInsert;
export type MessageFileRow = typeof messageFiles.$inferSelect;
export type AuthorKind = 'participant' | 'staff';

/** A thread with its assignees: what the access decision and the actions need. */
export type ThreadWithAssignees = ThreadRow & { assigneeStaffMemberIds: string[] };

/** A thread as GET /threads/{threadId} shows it, with names and the reader's own state. */
export interface ThreadDetailRow extends ThreadWithAssignees {
  /** The assignees with their names, in the order they were assigned. */
  assignees: StaffRef[];
  /** Staff members who wrote in the thread. */
  staffAuthors: StaffRef[];
  participantFirstName: string;
  participantLastName: string;
  teamName: string | null;
  referredToTeamName: string | null;
  ownerName: string | null;
  applicationName: string | null;
  lastReadAt: Date | null;
  lastReadMessageId: string | null;
  userArchivedAt: Date | null;
}

/** What a message's answer shows of each of its files. */
export type MessageFileRef = Pick<
  MessageFileRow,
  'threadId' | 'messageId' | 'name' | 'size' | 'contentType' | 'createdAt'
>;

export interface MessageRow {
  id: string;
  threadId: string;
  authorUserId: string | null;
  authorKind: AuthorKind;
  authorName: string | null;
  bodyHtml: string;
  bodyText: string;
  createdAt: Date;
  /** Its files, oldest first, then by name. */
  files: MessageFileRef[];
}

const teamOf = alias(teams, 'thread_team');
const referredTeam = alias(teams, 'referred_team');
const owner = alias(staffMembers, 'owner_staff');
const assigneeIds = sql<
  string[]
>`coalesce((select array_agg(ta.staff_member_id order by ta.assigned_at, ta.staff_member_id)
  from thread_assignees ta where ta.thread_id = "threads"."id"), '{}')`;

// A thread view's names come with its row: each one a round trip less, in the request every open of a thread makes.
const namedStaffAuthors = sql<
  StaffRef[]
>`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name)
    order by a.name, a.id)
  from (select distinct sm.id, sm.first_name || ' ' || sm.last_name as name
    from messages m join staff_members sm on sm.user_id = m.author_user_id
    where m.thread_id = "threads"."id") a), '[]'::json)`;

// The statements of every thread view and reply, prepared once per connection (planning the detail's joins costs
// more than running them).
const threadById = preparedPerHandle((db) =>
  db
    .select({ thread: threads, assigneeStaffMemberIds: assigneeIds })
    .from(threads)
    .where(eq(threads.id, sql.placeholder('threadId')))
    .prepare('thread_by_id'),
);

const threadDetail = preparedPerHandle((db) =>
  db
    .select({
      thread: threads,
      assignees: assigneesJson(sql`"threads"."id"`),
      staffAuthors: namedStaffAuthors,
      participantFirstName: participants.firstName,
      participantLastName: participants.lastName,
      teamName: teamOf.name,
      referredToTeamName: referredTeam.name,
      ownerName: sql<string | null>`${owner.firstName} || ' ' || ${owner.lastName}`,
      applicationName: applications.name,
      lastReadAt: threadUserStates.lastReadAt,
      lastReadMessageId: threadUserStates.lastReadMessageId,
      userArchivedAt: threadUserStates.archivedAt,
    })
    .from(threads)
    .innerJoin(participants, eq(participants.participantId, threads.participantId))
    .leftJoin(teamOf, eq(teamOf.id, threads.teamId))
    .leftJoin(referredTeam, eq(referredTeam.id, threads.referredToTeamId))
    .leftJoin(owner, eq(owner.id, threads.ownerStaffMemberId))
    .leftJoin(applications, eq(applications.id, threads.applicationId))
    .leftJoin(
      threadUserStates,
      and(
        eq(threadUserStates.threadId, threads.id),
        eq(threadUserStates.userId, sql.placeholder('readerUserId')),
      ),
    )
    .where(eq(threads.id, sql.placeholder('threadId')))
    .prepare('thread_detail'),
);

/**
 * A message author's name as threads show it: the staff member's or the participant's name, else the account's
 * e-mail; a participant message without an account (recorded by staff) is the thread participant's.
 */
export function authorNameOf(author: { userId: SQL; kind: SQL; threadId: SQL }): SQL {
  return sql`coalesce(
    (select sm.first_name || ' ' || sm.last_name from staff_members sm where sm.user_id = ${author.userId}),
    (select p.first_name || ' ' || p.last_name from participants p where p.user_id = ${author.userId}),
    (select u.email from users u where u.id = ${author.userId}),
    (select p.first_name || ' ' || p.last_name from threads t join participants p on p.participant_id = t.participant_id
      where t.id = ${author.threadId} and ${author.kind} = 'participant')
  )`;
}

export function createThreadsRepository(db: DbOrTx) {
  /** Messages with their author's name (staff member, participant, or the account's e-mail) and their files. */
  async function selectMessages(whereAndOrder: SQL): Promise<MessageRow[]> {
    const rows = await preparedRowsOf<MessageRow>(
      db,
      sql`select m.id, m.thread_id as "threadId", m.author_user_id as "authorUserId",
          m.author_kind as "authorKind", m.body_html as "bodyHtml", m.body_text as "bodyText",
          m.created_at as "createdAt",
          ${authorNameOf({ userId: sql`m.author_user_id`, kind: sql`m.author_kind`, threadId: sql`m.thread_id` })} as "authorName",
          (select json_agg(json_build_object('threadId', f.thread_id, 'messageId', f.message_id, 'name', f.name,
              'size', f.size, 'contentType', f.content_type, 'createdAt', f.created_at) order by f.created_at, f.name)
            from message_files f where f.message_id = m.id) as files
        from messages m where ${whereAndOrder}`,
    );
    return rows.map((r) =>
      withFields(r, {
        createdAt: asDate(r.createdAt)!,
        // JSON carries the times as text.
        files: r.files
          ? r.files.map((f) => ({
              threadId: f.threadId,
              messageId: f.messageId,
              name: f.name,
              size: f.size,
              contentType: f.contentType,
              createdAt: asDate(f.createdAt)!,
            }))
          : [],
      }),
    );
  }

  const repo = {
    // ---- Threads ----

    /** The thread and its assignees; `lock` holds the row for the rest of the transaction. */
    async find(threadId: string, options: { lock?: boolean } = {}): Promise<ThreadWithAssignees | undefined> {
      if (options.lock) {
        const [locked] = await repo.findMany([threadId], options);
        return locked;
      }
      const [row] = await threadById(db).execute({ threadId });
      return row && withFields(row.thread, { assigneeStaffMemberIds: row.assigneeStaffMemberIds });
    },

    /** Several threads with their assignees (unknown ids are left out), locked when asked. */
    async findMany(threadIds: string[], options: { lock?: boolean } = {}): Promise<ThreadWithAssignees[]> {
      if (threadIds.length === 0) return [];
      const query = db
        .select({ thread: threads, assigneeStaffMemberIds: assigneeIds })
        .from(threads)
        .where(inArray(threads.id, threadIds))
        .orderBy(asc(threads.id));
      const rows = options.lock ? await query.for('update', { of: threads }) : await query;
      return rows.map((r) => withFields(r.thread, { assigneeStaffMemberIds: r.assigneeStaffMemberIds }));
    },

    /** The thread with the names a thread view shows and the reader's own state, in one query. */
    async detail(threadId: string, readerUserId: string): Promise<ThreadDetailRow | undefined> {
      const [row] = await threadDetail(db).execute({ threadId, readerUserId });
      if (!row) return undefined;
      const { thread, ...rest } = row;
      // The access check's ids, from the named list the statement already holds.
      return withFields(
        thread,
        withFields(rest, { assigneeStaffMemberIds: rest.assignees.map((a) => a.id) }),
      );
    },

    async insertThread(row: NewThreadRow): Promise<void> {
      await db.insert(threads).values(row);
    },

    /** Deletes the thread (messages, assignees, states and file rows go with it); answers the stored file keys. */
    async deleteThread(threadId: string): Promise<string[]> {
      const files = await db
        .select({ key: messageFiles.storageKey })
        .from(messageFiles)
        .where(eq(messageFiles.threadId, threadId));
      await db.delete(threads).where(eq(threads.id, threadId));
      return files.map((f) => f.key);
    },

    // ---- Messages ----

    /**
     * A new message's writes, not yet sent (postMessage sends them as one statement): the message row; the thread's
     * list columns (newest activity and preview, count, first staff reply for participant-started threads,
     * waiting-since), reopened for its team; the thread back in the inbox of everyone who had archived it; and the
     * author's read marker on the new message. One statement may not change a row twice, so the author's own state
     * is left to the marker's upsert, which also un-archives it, and the others' update skips the author.
     * `at` is the message's instant as SQL (an ISO text cast to timestamptz: both drivers read it the same way); the
     * other values may be placeholders (a statement built once, preparedTemplate); the author's kind shapes the text.
     */
    newMessageWrites(
      message: Bound<{
        id: string;
        threadId: string;
        authorUserId: string;
        bodyHtml: string;
        bodyText: string;
        preview: string;
      }> & { authorKind: AuthorKind; at: SQL },
    ) {
      const { id, threadId, authorUserId, authorKind, bodyHtml, bodyText, at, preview } = message;
      const messageInsert = db
        .insert(messages)
        .values({ id, threadId, authorUserId, authorKind, bodyHtml, bodyText, createdAt: at });
      const authorMarker = createThreadStatesRepository(db).readMarkerUpsert(
        threadId,
        authorUserId,
        { id, createdAt: at },
        { unarchive: true },
      );
      const isStaff = authorKind === 'staff';
      // Sent with the message's insert, this reads the thread's messages as they were before it: a reply is never
      // the first, and a thread's first message (a new thread) leaves the first staff reply unset either way.
      const threadUpdate = db
        .update(threads)
        .set({
          lastMessageAt: sql`greatest(${threads.lastMessageAt}, ${at})`,
          lastMessagePreview: sql`case when ${at} >= ${threads.lastMessageAt} then ${preview} else ${threads.lastMessagePreview} end`,
          lastMessageFrom: sql`case when ${at} >= ${threads.lastMessageAt} then ${authorKind} else ${threads.lastMessageFrom} end`,
          messageCount: sql`${threads.messageCount} + 1`,
          firstStaffReplyAt: isStaff
            ? sql`case when ${threads.firstStaffReplyAt} is null and (select m.author_kind from messages m
                where m.thread_id = ${threadId} order by m.created_at, m.id limit 1) = 'participant'
                then ${at} else ${threads.firstStaffReplyAt} end`
            : threads.firstStaffReplyAt,
          awaitingReplySince: isStaff ? null : sql`coalesce(${threads.awaitingReplySince}, ${at})`,
          teamArchivedAt: null,
          closedAt: null,
        })
        .where(eq(threads.id, threadId));
      const othersUnarchived = db
        .update(threadUserStates)
        .set({ archivedAt: null })
        .where(
          and(
            eq(threadUserStates.threadId, threadId),
            sql`${threadUserStates.archivedAt} is not null`,
            ne(threadUserStates.userId, authorUserId),
          ),
        );
      return [messageInsert, threadUpdate, othersUnarchived, authorMarker] as const;
    },

    async findMessage(
      threadId: string,
      messageId: string,
    ): Promise<{ id: string; createdAt: Date } | undefined> {
      const [row] = await db
        .select({ id: messages.id, createdAt: messages.createdAt })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.threadId, threadId)))
        .limit(1);
      return row;
    },

    /**
     * A page of messages with their files: oldest first, or the newest `take` (still answered oldest first). How
     * many there are in all is the thread's `messageCount`.
     */
    async listMessages(
      threadId: string,
      page: { take: number; skip: number; newest?: boolean },
    ): Promise<MessageRow[]> {
      const order = page.newest ? sql`m.created_at desc, m.id desc` : sql`m.created_at, m.id`;
      const rows = await selectMessages(
        sql`m.thread_id = ${threadId} order by ${order} limit ${page.take} offset ${page.skip}`,
      );
      return page.newest ? rows.reverse() : rows;
    },

    async filesOfThread(threadId: string): Promise<MessageFileRow[]> {
      return db
        .select()
        .from(messageFiles)
        .where(eq(messageFiles.threadId, threadId))
        .orderBy(asc(messageFiles.createdAt), asc(messageFiles.name));
    },
  };
  return {
    ...repo,
    ...createThreadStatesRepository(db),
    ...createThreadAssigneesRepository(db),
    ...createThreadPeopleRepository(db),
  };
}
export type ThreadsRepository = ReturnType<typeof createThreadsRepository>;
