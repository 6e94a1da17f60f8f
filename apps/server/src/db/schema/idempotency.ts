import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Idempotency keys (header Idempotency-Key): inserted in the transaction of the write they guard, so a committed
 * write always has its key and a rolled-back one never does; the response is stored on the row after the commit
 * and replayed to a retry. Rows older than 24 hours are expired (ignored, then deleted).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** null until the response is stored (just after the commit). */
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
