import { and, eq, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { threadUserStates, threads } from '#src/db/schema/index.ts';
import { rowsOf, uuidList } from './thread-sql.ts';

/** Read markers and archive flags: per user (thread_user_states) and per team (on the thread). */
export function createThreadStatesRepository(db: DbOrTx) {
  const repo = {
    /** Moves the user's read marker forward to the message (never back). */
    /**
     * Moves the marker up to the message (never back). Its instant is read in SQL: a JS Date would round a stored
     * microsecond away, leaving the marker just before the message and the thread unread.
     */
    async markRead(threadId: string, userId: string, messageId: string) {
      await repo.readMarkerUpsert(threadId, userId, {
        id: messageId,
        createdAt: sql`(select created_at from messages where id = ${messageId}::uuid)`,
      });
    },

    /**
     * markRead's upsert, not yet sent; with `unarchive` it also brings the thread back to the user's inbox (the
     * author of a new message, whose marker moves to it).
     */
    readMarkerUpsert(
      threadId: string | Placeholder,
      userId: string | Placeholder,
      message: { id: string | Placeholder; createdAt: Date | SQL },
      options: { unarchive?: boolean } = {},
    ) {
      const { createdAt } = message;
      // An instant given as SQL (`…::timestamptz`) is used as it is, so a statement built once can fill it in.
      const readAt = createdAt instanceof Date ? sql`${createdAt.toISOString()}::timestamptz` : createdAt;
      return db
        .insert(threadUserStates)
        .values({ threadId, userId, lastReadAt: readAt, lastReadMessageId: message.id })
        .onConflictDoUpdate({
          target: [threadUserStates.threadId, threadUserStates.userId],
          set: {
            lastReadMessageId: sql`case when ${threadUserStates.lastReadAt} is null
              or ${threadUserStates.lastReadAt} <= ${readAt} then ${message.id}::uuid
              else ${threadUserStates.lastReadMessageId} end`,
            lastReadAt: sql`greatest(${threadUserStates.lastReadAt}, ${readAt})`,
            ...(options.unarchive ? { archivedAt: null } : {}),
          },
        });
    },

    /**
     * Moves the user's read marker back to just before the newest message someone else wrote, so that message and
     * any after it are unread; never forward (a marker already before it stays). `target` is null when every
     * message is the user's own; `moved` says whether the marker changed.
     */
    async markUnread(threadId: string, userId: string): Promise<{ target: string | null; moved: boolean }> {
      // All in SQL: instants keep their microseconds (a JS Date would round them to milliseconds). The marker lands
      // on the message before the target, or (when two share an instant) just before the target's instant; with no
      // message before it, on nothing at all, as if the thread had never been read.
      const [row] = await rowsOf<{ target: string | null; moved: boolean }>(
        db,
        sql`with target as (
            select m.id, m.created_at from messages m
            where m.thread_id = ${threadId}::uuid and m.author_user_id is distinct from ${userId}::uuid
            order by m.created_at desc, m.id desc limit 1
          ), previous as (
            select m.id, m.created_at from messages m, target
            where m.thread_id = ${threadId}::uuid and (m.created_at, m.id) < (target.created_at, target.id)
            order by m.created_at desc, m.id desc limit 1
          ), moved as (
            update thread_user_states s
            set last_read_message_id = (select id from previous),
              last_read_at = (select least(p.created_at, t.created_at - interval '1 microsecond')
                from previous p, target t)
            from target
            where s.thread_id = ${threadId}::uuid and s.user_id = ${userId}::uuid
              and s.last_read_at >= target.created_at
            returning s.thread_id
          )
          select (select id from target) as target, exists (select 1 from moved) as moved`,
      );
      return row ?? { target: null, moved: false };
    },

    /** The user's marker, and whether the thread is unread for them (compared in SQL, to the microsecond). */
    async readState(threadId: string, userId: string) {
      const [row] = await db
        .select({
          lastReadAt: threadUserStates.lastReadAt,
          lastReadMessageId: threadUserStates.lastReadMessageId,
          unread: sql<boolean>`${threadUserStates.lastReadAt} is null
            or ${threadUserStates.lastReadAt} < (select last_message_at from threads where id = ${threadId}::uuid)`,
        })
        .from(threadUserStates)
        .where(and(eq(threadUserStates.threadId, threadId), eq(threadUserStates.userId, userId)));
      return row ?? { lastReadAt: null, lastReadMessageId: null, unread: true };
    },

    /** Archives the threads for the user; answers the ids whose state changed. */
    async archiveForUser(threadIds: string[], userId: string, at: Date): Promise<string[]> {
      if (threadIds.length === 0) return [];
      const changed = await rowsOf<{ threadId: string }>(
        db,
        sql`insert into thread_user_states (thread_id, user_id, archived_at)
          select id, ${userId}::uuid, ${at.toISOString()}::timestamptz from threads where id in ${uuidList(threadIds)}
          on conflict (thread_id, user_id) do update set archived_at = excluded.archived_at
            where thread_user_states.archived_at is null
          returning thread_id as "threadId"`,
      );
      return changed.map((c) => c.threadId);
    },

    async unarchiveForUser(threadIds: string[], userId: string): Promise<string[]> {
      if (threadIds.length === 0) return [];
      const changed = await db
        .update(threadUserStates)
        .set({ archivedAt: null })
        .where(
          and(
            inArray(threadUserStates.threadId, threadIds),
            eq(threadUserStates.userId, userId),
            sql`${threadUserStates.archivedAt} is not null`,
          ),
        )
        .returning({ threadId: threadUserStates.threadId });
      return changed.map((c) => c.threadId);
    },

    /** Sets or clears the close time of personal threads owned by this staff member (the owner's archive). */
    async setPersonalClosed(threadIds: string[], ownerStaffMemberId: string, closedAt: Date | null) {
      if (threadIds.length === 0) return;
      await db
        .update(threads)
        .set({ closedAt })
        .where(
          and(
            inArray(threads.id, threadIds),
            eq(threads.ownerStaffMemberId, ownerStaffMemberId),
            isNull(threads.teamId),
          ),
        );
    },

    async archiveForTeam(threadIds: string[], teamId: string, at: Date): Promise<string[]> {
      if (threadIds.length === 0) return [];
      const changed = await db
        .update(threads)
        .set({ teamArchivedAt: at, closedAt: at })
        .where(
          and(inArray(threads.id, threadIds), eq(threads.teamId, teamId), isNull(threads.teamArchivedAt)),
        )
        .returning({ id: threads.id });
      return changed.map((c) => c.id);
    },

    async unarchiveForTeam(threadIds: string[], teamId: string): Promise<string[]> {
      if (threadIds.length === 0) return [];
      const changed = await db
        .update(threads)
        .set({ teamArchivedAt: null, closedAt: null })
        .where(
          and(
            inArray(threads.id, threadIds),
            eq(threads.teamId, teamId),
            sql`${threads.teamArchivedAt} is not null`,
          ),
        )
        .returning({ id: threads.id });
      return changed.map((c) => c.id);
    },
  };
  return repo;
}
