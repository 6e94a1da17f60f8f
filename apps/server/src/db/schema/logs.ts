import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** SPEC §7 POST /logs/user-actions: what a user did (navigation, searches), by category code. Append-only. */
export const userActionLogs = pgTable(
  'user_action_logs',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    category: text('category').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_action_logs_created_idx').on(t.createdAt),
    index('user_action_logs_user_idx').on(t.userId, t.createdAt),
  ],
);

/** SPEC §9 activity log: sensitive-info access, message created, thread assigned, thread referred. Append-only. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    actorUserId: uuid('actor_user_id'),
    participantId: text('participant_id'),
    message: text('message').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_created_idx').on(t.createdAt),
    // The admin log filtered by kind over a time range, newest first: an index-only count and page (issue 9).
    index('activity_logs_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('activity_logs_participant_idx').on(t.participantId, t.createdAt),
    index('activity_logs_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);
