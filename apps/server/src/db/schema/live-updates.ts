import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { outboxEvents } from './events.ts';
import { participants } from './participants.ts';
import { users } from './users.ts';

/**
 * The commit order of the outbox. A deferred trigger (migration 0006) gives each event its position while the
 * transaction commits, under one advisory lock, so a higher position always committed later: a reader that has
 * seen position N can never later find an event below N (an event's uuidv7 id or `seq` cannot promise that, as
 * they are taken before the commit). Live streams and durable consumers keep their place by position.
 */
export const outboxPositions = pgTable(
  'outbox_positions',
  {
    position: bigserial('position', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('outbox_positions_event_key').on(t.eventId)],
);

/**
 * Durable outbox consumers (new-message e-mail, later webhooks): how far each has got, and which process holds
 * it now (a lease, so two processes never handle the same event).
 */
export const outboxConsumers = pgTable('outbox_consumers', {
  name: text('name').primaryKey(),
  /** The position of the last event handled. */
  position: bigint('position', { mode: 'number' }).notNull(),
  lastEventId: uuid('last_event_id'),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Open live-update streams (GET /api/v1/events) of every server process: who is online. A process refreshes
 * `seen_at` while a stream is open and deletes the row when it closes; rows of a crashed process go stale.
 */
export const liveConnections = pgTable(
  'live_connections',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_connections_user_idx').on(t.userId, t.seenAt)],
);

/** The last "new secure message" e-mail per participant, so a burst of replies sends one e-mail, not many. */
export const newMessageEmails = pgTable('new_message_emails', {
  participantId: text('participant_id')
    .primaryKey()
    .references(() => participants.participantId, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  lastEventId: uuid('last_event_id'),
});
