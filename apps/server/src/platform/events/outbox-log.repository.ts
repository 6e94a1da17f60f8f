import { asc, eq, gt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { outboxEvents, outboxPositions } from '#src/db/schema/index.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';

/** An outbox event with its place in commit order. */
export interface LoggedEvent {
  position: number;
  id: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
  actorUserId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

const loggedEvent = {
  position: outboxPositions.position,
  id: outboxEvents.id,
  type: outboxEvents.type,
  aggregateType: outboxEvents.aggregateType,
  aggregateId: outboxEvents.aggregateId,
  actorUserId: outboxEvents.actorUserId,
  payload: outboxEvents.payload,
  createdAt: outboxEvents.createdAt,
};

/** Read after every commit that writes an event, by each consumer and live stream: parsed and planned once. */
const eventsAfter = preparedPerHandle((db) =>
  db
    .select(loggedEvent)
    .from(outboxPositions)
    .innerJoin(outboxEvents, eq(outboxEvents.id, outboxPositions.eventId))
    .where(gt(outboxPositions.position, sql.placeholder('position')))
    .orderBy(asc(outboxPositions.position))
    .limit(sql.placeholder('limit'))
    .prepare('outbox_events_after'),
);

/** The outbox read in commit order (outbox_positions), for live streams and durable consumers. */
export function createOutboxLog(db: DbOrTx) {
  return {
    /** The position of the newest committed event (0 when there is none). */
    async head(): Promise<number> {
      const [row] = await db.select({ head: max(outboxPositions.position) }).from(outboxPositions);
      return Number(row?.head ?? 0);
    },

    /** Up to `limit` events after `position`, oldest first. */
    after(position: number, limit: number): Promise<LoggedEvent[]> {
      return eventsAfter(db).execute({ position, limit });
    },

    /** The position of an event, if it exists and has committed. */
    async positionOf(eventId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ position: outboxPositions.position })
        .from(outboxPositions)
        .where(eq(outboxPositions.eventId, eventId))
        .limit(1);
      return row?.position;
    },

    /** The id of the event at `position`, for cursors handed to clients. */
    async idAt(position: number): Promise<string | null> {
      const [row] = await db
        .select({ id: outboxPositions.eventId })
        .from(outboxPositions)
        .where(eq(outboxPositions.position, position))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type OutboxLog = ReturnType<typeof createOutboxLog>;
