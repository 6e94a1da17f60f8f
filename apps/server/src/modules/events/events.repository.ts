import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { AccountStatus } from '@casework/contract';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';
import { liveConnections, newMessageEmails, participants, sessions, users } from '#src/db/schema/index.ts';

/** Who a "new secure message" e-mail would go to, with what decides whether it goes. */
export interface NewMessageRecipient {
  participantId: string;
  status: number;
  userId: string | null;
  userStatus: number | null;
  /** contactInformation.preferredEmail, else the participant's e-mail, else the sign-in e-mail. */
  email: string | null;
  preferences: Record<string, unknown> | null;
  lastSentAt: Date | null;
  lastEventId: string | null;
}

/** Read for every message.created event the e-mail consumer handles: parsed and planned once per connection. */
const newMessageRecipientOf = preparedPerHandle((db) =>
  db
    .select({
      participantId: participants.participantId,
      status: participants.status,
      userId: participants.userId,
      userStatus: users.status,
      email: sql<
        string | null
      >`coalesce(nullif(${participants.profile} #>> '{contactInformation,preferredEmail}', ''), ${participants.email}, ${users.email})`,
      preferences: sql<Record<string, unknown> | null>`${participants.profile} -> 'communicationPreferences'`,
      lastSentAt: newMessageEmails.lastSentAt,
      lastEventId: newMessageEmails.lastEventId,
    })
    .from(participants)
    .leftJoin(users, eq(users.id, participants.userId))
    .leftJoin(newMessageEmails, eq(newMessageEmails.participantId, participants.participantId))
    .where(eq(participants.participantId, sql.placeholder('participantId')))
    .limit(1)
    .prepare('new_message_recipient'),
);

/** Open live streams (presence), the session checks a long-lived stream needs, and new-message e-mail state. */
export function createEventsRepository(db: DbOrTx) {
  return {
    async addConnection(row: { id: string; userId: string; sessionId: string | null }): Promise<void> {
      await db.insert(liveConnections).values(row);
    },

    async removeConnections(ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.delete(liveConnections).where(inArray(liveConnections.id, [...ids]));
    },

    /** Marks these streams as still open, and forgets rows nobody has refreshed since `staleBefore`. */
    async refreshConnections(ids: readonly string[], staleBefore: Date): Promise<void> {
      if (ids.length > 0)
        await db
          .update(liveConnections)
          .set({ seenAt: sql`now()` })
          .where(inArray(liveConnections.id, [...ids]));
      await db.delete(liveConnections).where(lt(liveConnections.seenAt, staleBefore));
    },

    /** The user has a live stream open in some server process (refreshed since `freshAfter`). */
    async isOnline(userId: string, freshAfter: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: liveConnections.id })
        .from(liveConnections)
        .where(and(eq(liveConnections.userId, userId), gt(liveConnections.seenAt, freshAfter)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Of these sessions, the ones still open: not ended, not past their absolute or idle timeout, of an active
     * account. Read only: unlike a call, an open stream is not activity and does not keep a session alive.
     */
    async openSessions(sessionIds: readonly string[], idleMs: number): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, [...sessionIds]),
            isNull(sessions.endedAt),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleMs / 1000})`),
            eq(users.status, AccountStatus.Active),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Of these users, the ones whose account is active (streams opened with HTTP Basic have no session). */
    async activeUsers(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...userIds]), eq(users.status, AccountStatus.Active)));
      return new Set(rows.map((r) => r.id));
    },

    async newMessageRecipient(participantId: string): Promise<NewMessageRecipient | undefined> {
      const [row] = await newMessageRecipientOf(db).execute({ participantId });
      return row;
    },

    async recordNewMessageEmail(participantId: string, eventId: string): Promise<void> {
      await db
        .insert(newMessageEmails)
        .values({ participantId, lastSentAt: sql`now()`, lastEventId: eventId })
        .onConflictDoUpdate({
          target: newMessageEmails.participantId,
          set: { lastSentAt: sql`now()`, lastEventId: eventId },
        });
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
