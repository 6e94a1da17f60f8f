import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';
import { webhookDeliveries, webhooks } from '#src/db/schema/index.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

const w = webhooks;

export type WebhookRow = typeof webhooks.$inferSelect & { pendingDeliveries: number };
export type WebhookValues = Pick<
  typeof webhooks.$inferInsert,
  'url' | 'description' | 'eventTypes' | 'isActive'
>;

/** The signing material of a webhook: the current secret, and the previous one while it still signs. */
export interface WebhookTarget {
  id: string;
  url: string;
  isActive: boolean;
  secretSealed: string;
  previousSecretSealed: string | null;
  previousSecretExpiresAt: Date | null;
}

// Spelled out: inside a subquery drizzle would render the outer column unqualified, which the inner table shadows.
const pendingDeliveries = sql<number>`(
  select count(*)::int from ${webhookDeliveries} d where d.webhook_id = "webhooks"."id" and d.status = 'pending'
)`.as('pending_deliveries');

/**
 * The active webhooks subscribed to an event type that existed when the event happened: read for every event the
 * fan-out consumer handles, so parsed and planned once per connection (`@>` on the GIN index of event types).
 */
const subscribedWebhooks = preparedPerHandle((db) =>
  db
    .select({ id: w.id })
    .from(w)
    .where(
      and(
        eq(w.isActive, true),
        sql`${w.eventTypes} @> array[${sql.placeholder('eventType')}::text]`,
        lte(w.createdAt, sql`${sql.placeholder('occurredAt')}::timestamptz`),
      ),
    )
    .prepare('webhooks_subscribed_to'),
);

export function createWebhooksRepository(db: DbOrTx) {
  const selectRows = () => db.select({ webhook: w, pendingDeliveries }).from(w);
  const flatten = ({
    webhook,
    pendingDeliveries,
  }: {
    webhook: typeof w.$inferSelect;
    pendingDeliveries: number;
  }) => withFields(webhook, { pendingDeliveries });

  return {
    /** Newest first. */
    async list(page: { take: number; skip: number }): Promise<{ rows: WebhookRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        selectRows().orderBy(desc(w.createdAt), desc(w.id)).limit(page.take).offset(page.skip),
        db.select({ total: count() }).from(w),
      ]);
      return { rows: rows.map(flatten), total: totals?.total ?? 0 };
    },

    async find(id: string, options: { lock?: boolean } = {}): Promise<WebhookRow | undefined> {
      const query = selectRows().where(eq(w.id, id));
      const [row] = options.lock ? await query.for('update', { of: w }) : await query;
      return row && flatten(row);
    },

    async insert(values: typeof webhooks.$inferInsert): Promise<void> {
      await db.insert(w).values(values);
    },

    async update(id: string, patch: Partial<typeof webhooks.$inferInsert>): Promise<void> {
      await db
        .update(w)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(w.id, id));
    },

    async delete(id: string): Promise<boolean> {
      const deleted = await db.delete(w).where(eq(w.id, id)).returning({ id: w.id });
      return deleted.length > 0;
    },

    /** The active webhooks subscribed to `eventType` that existed when the event happened. */
    async subscribedTo(eventType: string, occurredAt: Date): Promise<{ id: string }[]> {
      return subscribedWebhooks(db).execute({ eventType, occurredAt: occurredAt.toISOString() });
    },

    async target(id: string): Promise<WebhookTarget | undefined> {
      const [row] = await db
        .select({
          id: w.id,
          url: w.url,
          isActive: w.isActive,
          secretSealed: w.secretSealed,
          previousSecretSealed: w.previousSecretSealed,
          previousSecretExpiresAt: w.previousSecretExpiresAt,
        })
        .from(w)
        .where(eq(w.id, id));
      return row;
    },

    /** Records an attempt's outcome on the webhook: the streak grows with each failure and resets on success. */
    async recordOutcome(
      id: string,
      attempt: { at: Date; statusCode: number | null; succeeded: boolean },
    ): Promise<void> {
      await db
        .update(w)
        .set({
          lastDeliveryAt: attempt.at,
          lastStatusCode: attempt.statusCode,
          lastOutcome: attempt.succeeded ? 'succeeded' : 'failed',
          failureStreak: attempt.succeeded ? 0 : sql`${w.failureStreak} + 1`,
        })
        .where(eq(w.id, id));
    },
  };
}
