import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox: every domain event is written in the transaction that caused it, then fanned out
 * (webhooks, live updates, e-mail). `seq` orders events; `id` is the stable event id.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique(),
    type: text('type').notNull(),
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_unpublished_idx')
      .on(t.seq)
      .where(sql`${t.publishedAt} is null`),
    index('outbox_events_aggregate_idx').on(t.aggregateType, t.aggregateId),
  ],
);
