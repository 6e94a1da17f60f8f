import type { ActivityLogKind } from '@casework/contract';
import type { DbOrTx } from '#src/db/client.ts';
import { activityLogs } from '#src/db/schema/index.ts';
import { uuidv7 } from '../ids.ts';

export interface ActivityEntry {
  kind: ActivityLogKind;
  actorUserId: string | null;
  participantId?: string | null;
  /** A sentence a reviewer reads in the admin log (SPEC §9 activity-log message formats). */
  message: string;
  detail?: Record<string, unknown>;
}

/** Appends one activity-log row; call it with the transaction of the change it records. Append-only by design. */
export async function writeActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await activityInsert(db, entry);
}

/** The insert writeActivity sends, not yet sent: for a caller that writes it together with others (writeTogether). */
export function activityInsert(db: DbOrTx, entry: ActivityEntry) {
  return db.insert(activityLogs).values({
    id: uuidv7(),
    kind: entry.kind,
    actorUserId: entry.actorUserId,
    participantId: entry.participantId ?? null,
    message: entry.message,
    detail: entry.detail ?? {},
  });
}

/** SPEC §9: the sensitive-info access message (participant name, id and reason). */
export function sensitiveAccessMessage(
  what: string,
  participant: { name: string; participantId: string },
  reason: string,
) {
  return `Viewed ${what} of ${participant.name} (${participant.participantId}). Reason: ${reason}`;
}
