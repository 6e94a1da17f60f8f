import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { outboxConsumers, outboxPositions } from '#src/db/schema/index.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';

/** The end of a lease of `seconds` from the database clock (a number, or a placeholder of a prepared statement). */
const leaseEnd = (seconds: number | SQL) => sql`now() + make_interval(secs => ${seconds})`;

/** Sent for every event each consumer handles: parsed and planned once per connection. */
const advanceCursor = preparedPerHandle((db) =>
  db
    .update(outboxConsumers)
    .set({
      position: sql`${sql.placeholder('position')}::bigint`,
      lastEventId: sql`${sql.placeholder('eventId')}::uuid`,
      leaseUntil: leaseEnd(sql`${sql.placeholder('leaseSeconds')}::double precision`),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(outboxConsumers.name, sql.placeholder('name')),
        eq(outboxConsumers.leaseOwner, sql.placeholder('owner')),
      ),
    )
    .returning({ name: outboxConsumers.name })
    .prepare('outbox_consumer_advance'),
);

/** Cursor and lease of each durable outbox consumer. Times come from the database clock, shared by every process. */
export function createOutboxConsumersRepository(db: DbOrTx) {
  return {
    /**
     * Takes (or renews) the consumer's lease for `owner` unless another process holds an unexpired one; a consumer
     * seen for the first time starts after the newest event ('now') or before the first. Returns the position to
     * continue after, or null.
     */
    async claim(
      name: string,
      owner: string,
      leaseMs: number,
      startAt: 'now' | 'beginning',
    ): Promise<number | null> {
      const start =
        startAt === 'now'
          ? sql`(select coalesce(max(${outboxPositions.position}), 0) from ${outboxPositions})`
          : 0;
      const [row] = await db
        .insert(outboxConsumers)
        .values({ name, position: start, leaseOwner: owner, leaseUntil: leaseEnd(leaseMs / 1000) })
        .onConflictDoUpdate({
          target: outboxConsumers.name,
          set: { leaseOwner: owner, leaseUntil: leaseEnd(leaseMs / 1000), updatedAt: sql`now()` },
          setWhere: sql`${outboxConsumers.leaseUntil} is null or ${outboxConsumers.leaseUntil} < now() or ${outboxConsumers.leaseOwner} = ${owner}`,
        })
        .returning({ position: outboxConsumers.position });
      return row ? Number(row.position) : null;
    },

    /** Records that the event at `position` is handled and renews the lease; false when the lease was lost. */
    async advance(name: string, owner: string, position: number, eventId: string, leaseMs: number) {
      const rows = await advanceCursor(db).execute({
        name,
        owner,
        position,
        eventId,
        leaseSeconds: leaseMs / 1000,
      });
      return rows.length > 0;
    },

    /** Gives the lease up, so another process may continue at once. */
    async release(name: string, owner: string): Promise<void> {
      await db
        .update(outboxConsumers)
        .set({ leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(and(eq(outboxConsumers.name, name), eq(outboxConsumers.leaseOwner, owner)));
    },

    async find(name: string) {
      const [row] = await db.select().from(outboxConsumers).where(eq(outboxConsumers.name, name));
      return row;
    },
  };
}
