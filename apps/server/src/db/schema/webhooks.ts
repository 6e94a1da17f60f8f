import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Partner endpoints that hear about domain events. The signing secret is sealed (AES-256-GCM, a key derived from
 * AUTH_SECRET); after a rotation the previous secret keeps signing beside the new one until it expires.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    /** Set when delivery stopped by itself (410 Gone); cleared when an administrator switches it on again. */
    disabledReason: text('disabled_reason'),
    failureStreak: integer('failure_streak').notNull().default(0),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastOutcome: text('last_outcome').$type<'succeeded' | 'failed'>(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_event_types_idx').using('gin', t.eventTypes)],
);

/**
 * One event (or test) for one webhook: the body is fixed when the delivery is made, so every retry sends the same
 * bytes under the same webhook-id ("msg_" + id). Its attempts are the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The outbox event; null for a test event. */
    eventId: uuid('event_id'),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status')
      .$type<'pending' | 'delivered' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_uq')
      .on(t.webhookId, t.eventId)
      .where(sql`${t.eventId} is not null`),
    index('webhook_deliveries_pending_idx')
      .on(t.webhookId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Each HTTP attempt of a delivery: GET /webhooks/notifications. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull(),
    trigger: text('trigger').$type<'automatic' | 'redeliver' | 'test'>().notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    outcome: text('outcome').$type<'succeeded' | 'failed' | 'timeout' | 'refused' | 'gone'>().notNull(),
    error: text('error'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
  },
  (t) => [
    index('webhook_attempts_time_idx').on(t.attemptedAt.desc(), t.id.desc()),
    index('webhook_attempts_webhook_idx').on(t.webhookId, t.attemptedAt.desc()),
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt),
  ],
);
