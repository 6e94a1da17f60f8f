import type { ActivityLogKind } from '@casework/contract';
import type { Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import type { Bound } from '#src/db/raw-sql.ts';
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

/**
 * The insert writeActivity sends, not yet sent: for a caller that writes it together with others (writeTogether),
 * or builds it once with placeholders for its values and id (preparedTemplate).
 */
export function activityInsert(db: DbOrTx, entry: Bound<ActivityEntry>, id: string | Placeholder = uuidv7()) {
  return db.insert(activityLogs).values({
    id,
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
