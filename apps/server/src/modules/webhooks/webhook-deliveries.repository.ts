import { and, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { webhookAttempts, webhookDeliveries, webhooks } from '#src/db/schema/index.ts';

const d = webhookDeliveries;
const a = webhookAttempts;

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliveryStatus = DeliveryRow['status'];
export type AttemptValues = typeof webhookAttempts.$inferInsert;

export interface AttemptFilter {
  webhookId?: string | undefined;
  eventType?: string | undefined;
  outcome?: 'succeeded' | 'failed' | undefined;
  deliveryId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  take: number;
  skip: number;
}

export function createWebhookDeliveriesRepository(db: DbOrTx) {
  return {
    /**
     * One delivery per webhook for an event; an event handled twice (after a crash) adds nothing. Returns the
     * event's pending deliveries, new or not, so their jobs can be (re)queued.
     */
    async insertForEvent(
      event: { id: string; type: string },
      deliveries: { id: string; webhookId: string; body: string; nextAttemptAt: Date }[],
    ): Promise<Pick<DeliveryRow, 'id' | 'nextAttemptAt'>[]> {
      if (deliveries.length === 0) return [];
      await db
        .insert(d)
        .values(
          deliveries.map((v) => ({
            id: v.id,
            webhookId: v.webhookId,
            body: v.body,
            nextAttemptAt: v.nextAttemptAt,
            eventId: event.id,
            eventType: event.type,
          })),
        )
        .onConflictDoNothing({ target: [d.webhookId, d.eventId], where: sql`${d.eventId} is not null` });
      return db
        .select({ id: d.id, nextAttemptAt: d.nextAttemptAt })
        .from(d)
        .where(
          and(
            eq(d.eventId, event.id),
            eq(d.status, 'pending'),
            inArray(
              d.webhookId,
              deliveries.map((v) => v.webhookId),
            ),
          ),
        );
    },

    /** Every delivery waiting for an automatic attempt, with when it is due. */
    async pending(): Promise<Pick<DeliveryRow, 'id' | 'nextAttemptAt'>[]> {
      return db
        .select({ id: d.id, nextAttemptAt: d.nextAttemptAt })
        .from(d)
        .where(and(eq(d.status, 'pending'), isNotNull(d.nextAttemptAt)));
    },

    async insert(values: typeof webhookDeliveries.$inferInsert): Promise<void> {
      await db.insert(d).values(values);
    },

    async find(id: string, options: { lock?: boolean } = {}): Promise<DeliveryRow | undefined> {
      const query = db.select().from(d).where(eq(d.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async update(
      id: string,
      patch: Partial<Pick<DeliveryRow, 'status' | 'attempts' | 'nextAttemptAt'>>,
    ): Promise<void> {
      await db
        .update(d)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(d.id, id));
    },

    /** Stops every waiting delivery of a webhook (it was disabled or paused). */
    async cancelPending(webhookId: string): Promise<number> {
      const cancelled = await db
        .update(d)
        .set({ status: 'cancelled', nextAttemptAt: null, updatedAt: new Date() })
        .where(and(eq(d.webhookId, webhookId), eq(d.status, 'pending')))
        .returning({ id: d.id });
      return cancelled.length;
    },

    async insertAttempt(values: AttemptValues): Promise<void> {
      await db.insert(a).values(values);
    },

    /** The delivery log, newest attempt first; the next retry shows on a pending delivery's latest attempt. */
    async listAttempts(filter: AttemptFilter) {
      const conditions: SQL[] = [];
      if (filter.webhookId) conditions.push(eq(a.webhookId, filter.webhookId));
      if (filter.eventType) conditions.push(eq(a.eventType, filter.eventType));
      if (filter.outcome === 'succeeded') conditions.push(eq(a.outcome, 'succeeded'));
      if (filter.outcome === 'failed') conditions.push(ne(a.outcome, 'succeeded'));
      if (filter.deliveryId) conditions.push(eq(a.deliveryId, filter.deliveryId));
      if (filter.from) conditions.push(gte(a.attemptedAt, filter.from));
      if (filter.to) conditions.push(lt(a.attemptedAt, filter.to));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            attempt: a,
            webhookUrl: webhooks.url,
            eventId: d.eventId,
            deliveryStatus: d.status,
            nextRetryAt: sql<Date | null>`case when ${a.attempt} = ${d.attempts} and ${d.status} = 'pending'
              then ${d.nextAttemptAt} end`.mapWith(d.nextAttemptAt),
          })
          .from(a)
          .innerJoin(d, eq(d.id, a.deliveryId))
          .innerJoin(webhooks, eq(webhooks.id, a.webhookId))
          .where(where)
          .orderBy(desc(a.attemptedAt), desc(a.id))
          .limit(filter.take)
          .offset(filter.skip),
        db.select({ total: count() }).from(a).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}
export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
