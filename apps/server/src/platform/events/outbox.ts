import type { Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import type { Bound } from '#src/db/raw-sql.ts';
import { outboxEvents } from '#src/db/schema/index.ts';
import { uuidv7 } from '../ids.ts';

/** Domain event types; payloads carry ids and changed fields, never message bodies, passphrases or files. */
export type DomainEventType =
  | 'participant.created'
  | 'participant.updated'
  | 'participant.merged'
  | 'participant.deleted'
  | 'participant.status_changed'
  | 'thread.created'
  | 'thread.deleted'
  | 'message.created'
  | 'thread.assigned'
  | 'thread.referred'
  | 'thread.archived'
  | 'thread.unarchived'
  | 'thread.read'
  | 'thread.unread'
  | 'message.files_changed'
  | 'service.created'
  | 'service.updated'
  | 'service.recommended';

/** What an event is about: its aggregateId is a participantId, a thread id or a service id. */
export type DomainAggregateType = 'participant' | 'thread' | 'service';

export interface DomainEvent {
  type: DomainEventType;
  aggregateType: DomainAggregateType;
  aggregateId: string;
  actorUserId: string | null;
  payload: Record<string, unknown>;
}

/** Writes a domain event to the outbox; call it inside the transaction of the change, so both commit or neither. */
export async function recordEvent(db: DbOrTx, event: DomainEvent): Promise<string> {
  const id = uuidv7();
  await eventInsert(db, event, id);
  return id;
}

/**
 * The insert recordEvent sends, not yet sent: for a caller that writes it together with others (writeTogether), or
 * builds it once with placeholders for its values and id (preparedTemplate).
 */
export function eventInsert(db: DbOrTx, event: Bound<DomainEvent>, id: string | Placeholder = uuidv7()) {
  return db.insert(outboxEvents).values({ id, ...event });
}
