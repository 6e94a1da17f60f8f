import type { DbOrTx } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import { recordEvent } from '#src/platform/events/outbox.ts';
import { reindexServices } from './directory-index.ts';

export interface DirectoryChange {
  actorUserId: string;
  /** The services whose index rows and subscribers must hear of the change. */
  serviceIds: readonly string[];
  /** What changed, for the event payload and the admin log, e.g. "phones", "schedules", "location". */
  what: string;
  /** A sentence for the admin log, e.g. `Added a phone to "Food Bank"`. */
  message: string;
  /** service.created for a new service; service.updated otherwise. */
  type?: 'service.created' | 'service.updated';
}

/**
 * Everything a directory write does besides its own rows, inside its transaction: the search index rows of the
 * touched services, one `service.updated` (or `service.created`) event per service for webhooks, and one
 * admin-log row. Call it last in the write's transaction.
 */
export async function recordDirectoryChange(tx: DbOrTx, change: DirectoryChange): Promise<void> {
  const serviceIds = [...new Set(change.serviceIds)];
  await reindexServices(tx, serviceIds);
  for (const serviceId of serviceIds)
    await recordEvent(tx, {
      type: change.type ?? 'service.updated',
      aggregateType: 'service',
      aggregateId: serviceId,
      actorUserId: change.actorUserId,
      payload: { serviceId, changed: change.what },
    });
  await writeActivity(tx, {
    kind: 'service-changed',
    actorUserId: change.actorUserId,
    message: change.message,
    detail: { what: change.what, serviceIds: serviceIds.slice(0, 50), serviceCount: serviceIds.length },
  });
}
