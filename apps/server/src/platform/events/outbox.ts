import type { DbOrTx } from '#src/db/client.ts';
import { outboxEvents } from '#src/db/schema/index.ts';
import { uuidv7 } from '../ids.ts';

/** Domain event types; payloads carry ids and changed fields, never message bodies, passphrases or files. */
export type DomainEventType =
  | 'participant.created'
  | 'participant.updated'
  | 'participant.merged'
  | 'participant.deleted'
  | 'participant.status_changed';

export interface DomainEvent {
  type: DomainEventType;
  aggregateType: 'participant';
  aggregateId: string;
  actorUserId: string | null;
  payload: Record<string, unknown>;
}

/** Writes a domain event to the outbox; call it inside the transaction of the change, so both commit or neither. */
export async function recordEvent(db: DbOrTx, event: DomainEvent): Promise<string> {
  const id = uuidv7();
  await db.insert(outboxEvents).values({ id, ...event });
  return id;
}
