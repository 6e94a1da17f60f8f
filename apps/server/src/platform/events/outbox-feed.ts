import type { Db } from '#src/db/client.ts';
import type { DatabaseNotifications } from './database-notifications.ts';
import { createOutboxLog, type LoggedEvent } from './outbox-log.repository.ts';

/** Receives committed events in commit order, each exactly once, from the moment it subscribed. */
export type FeedListener = (events: readonly LoggedEvent[]) => void;

export interface FeedSubscription {
  /** Events up to this position came before the subscription; the listener gets every one after it. */
  readonly from: number;
  unsubscribe(): void;
}

export interface OutboxFeedOptions {
  db: Db;
  notifications: Pick<DatabaseNotifications, 'on' | 'onReconnect'>;
  log: { warn(detail: Record<string, unknown>, message: string): void };
  /** Look at the table this often even without a notification (a safety net; default 5 s). */
  pollMs?: number;
  batchSize?: number;
}

/**
 * This process's one reader of the outbox: woken by NOTIFY (and a slow poll), it reads what committed since the
 * last read, in commit order, and hands it to every in-process subscriber (live streams). One query per wake-up
 * for the whole process, however many streams are open.
 */
export function createOutboxFeed({
  db,
  notifications,
  log,
  pollMs = 5_000,
  batchSize = 500,
}: OutboxFeedOptions) {
  const outbox = createOutboxLog(db);
  const listeners = new Set<FeedListener>();
  let head = 0;
  let reading: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const unsubscribers: (() => void)[] = [];

  async function drain(): Promise<void> {
    for (;;) {
      const events = await outbox.after(head, batchSize);
      if (events.length === 0) return;
      // Move the head and hand the events out in one synchronous step, so a subscriber added in between
      // (with `from` = head) neither misses nor repeats one.
      head = events.at(-1)!.position;
      for (const listener of [...listeners]) {
        try {
          listener(events);
        } catch (error) {
          log.warn({ error }, 'a live-update listener failed');
        }
      }
      if (events.length < batchSize) return;
    }
  }

  /** Reads now; a wake-up during a read causes one more read after it. */
  function wake(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again);
      } catch (error) {
        log.warn({ error }, 'reading the outbox for live updates failed; retrying on the next wake-up');
      } finally {
        reading = null;
      }
    })();
    return reading;
  }

  return {
    async start(): Promise<void> {
      head = await outbox.head();
      unsubscribers.push(notifications.on('casework_outbox', () => void wake()));
      unsubscribers.push(notifications.onReconnect(() => void wake()));
      timer = setInterval(() => void wake(), pollMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      unsubscribers.splice(0).forEach((u) => u());
      listeners.clear();
      await reading;
    },
    subscribe(listener: FeedListener): FeedSubscription {
      listeners.add(listener);
      return { from: head, unsubscribe: () => void listeners.delete(listener) };
    },
    /** Reads the table now (tests, and callers that know something committed). */
    wake,
  };
}
export type OutboxFeed = ReturnType<typeof createOutboxFeed>;
