import { hostname } from 'node:os';
import type { Db } from '#src/db/client.ts';
import { uuidv7 } from '../ids.ts';
import type { DatabaseNotifications } from './database-notifications.ts';
import { createOutboxConsumersRepository } from './outbox-consumers.repository.ts';
import { createOutboxLog, type LoggedEvent } from './outbox-log.repository.ts';

/** start() waits at most this long for the catch-up. */
const START_CATCH_UP_MS = 2_000;

/** What a handler answers when the event needed nothing of it: nothing written, nothing sent. */
export const NOTHING_DONE = 'nothing-done';

export interface OutboxConsumerOptions {
  db: Db;
  /** The consumer's durable name, e.g. "new-message-email"; its cursor is kept under it. */
  name: string;
  /**
   * Handles one event; a throw stops the consumer at that event, which is tried again after a back-off. It answers
   * NOTHING_DONE when the event needed nothing (no webhook wants it, no e-mail is due): the cursor then moves past
   * it as past a type the consumer does not want, without a write of its own.
   */
  handle(event: LoggedEvent): Promise<void | typeof NOTHING_DONE>;
  /**
   * The event types the handler wants; others are passed over without calling it, and the stored cursor moves
   * past them at most every `cursorEveryMs` instead of once per event (a bulk import writes thousands of events
   * no e-mail cares about). Default: every type.
   */
  types?: readonly string[];
  notifications: Pick<DatabaseNotifications, 'on' | 'onReconnect'>;
  log: {
    warn(detail: Record<string, unknown>, message: string): void;
    error(detail: Record<string, unknown>, message: string): void;
  };
  /** Where a consumer seen for the first time begins: only events committed from now on (default), or all. */
  startAt?: 'now' | 'beginning';
  batchSize?: number;
  /** Look at the table this often even without a notification (lease take-over, missed wake-ups). */
  pollMs?: number;
  /**
   * The stored cursor moves past events that needed nothing at most this often (and at stop). Until it does, a
   * crash means looking at those events again: handlers are idempotent, and one that did something moves the
   * stored cursor at once. Default 1 s: on a busy outbox, one write a second instead of one per event.
   */
  cursorEveryMs?: number;
  /** How long a claim lasts without progress before another process may take over. */
  leaseMs?: number;
  retryMinMs?: number;
  retryMaxMs?: number;
}

/**
 * A durable, resumable reader of the outbox (one pipeline, several consumers: e-mail now, webhooks later). The
 * cursor is a position in commit order, stored after each event that did something, so a restart resumes after
 * the last such event and never does its work again; past events that needed nothing (or are not wanted) it is
 * stored at most every `cursorEveryMs`, and a restart may look at those again. Among several processes one holds
 * the lease and works; the others wait. An event whose handler fails holds the consumer until it succeeds (with
 * growing pauses), so nothing is skipped; handlers therefore decide themselves what is worth retrying.
 */
export function createOutboxConsumer(options: OutboxConsumerOptions) {
  const {
    db,
    name,
    handle,
    types,
    notifications,
    log,
    startAt = 'now',
    batchSize = 100,
    pollMs = 10_000,
    cursorEveryMs = 1_000,
    leaseMs = 60_000,
    retryMinMs = 1_000,
    retryMaxMs = 5 * 60_000,
  } = options;
  const owner = `${hostname()}:${process.pid}:${uuidv7()}`;
  const outbox = createOutboxLog(db);
  const cursors = createOutboxConsumersRepository(db);
  const unsubscribers: (() => void)[] = [];
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let poll: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = retryMinMs;
  /**
   * The cursor while this process surely holds the lease: until half the lease has passed since the claim or
   * advance that last renewed it (timed from before the statement was sent, so the database's lease ends later).
   * A wake-up inside that time skips the claim (a write and a commit); an idle consumer still renews its lease
   * in time as long as it is woken at least every half lease (pollMs is well under it).
   */
  let held: { position: number; untilMs: number } | null = null;
  /** The last event passed over (unwanted, or needing nothing) beyond the stored cursor, and when that was stored. */
  let unstored: LoggedEvent | null = null;
  let storedAtMs = 0;
  const holdFrom = (sentAtMs: number, position: number) => {
    held = { position, untilMs: sentAtMs + leaseMs / 2 };
    storedAtMs = sentAtMs;
    unstored = null;
  };

  /** Moves the stored cursor past the events passed over since it last moved; false when the lease was lost. */
  async function storePassedOver(): Promise<boolean> {
    return unstored ? advanceTo(unstored) : true;
  }

  /** The cursor to continue after, claiming the lease unless this process surely holds it; null: another does. */
  async function startingPosition(): Promise<number | null> {
    if (held && performance.now() < held.untilMs) return held.position;
    // Renewing the lease by storing the cursor keeps what was passed over; a claim would go back to the stored one.
    if (held && unstored && (await storePassedOver())) return held.position;
    held = null;
    unstored = null;
    const sentAtMs = performance.now();
    const position = await cursors.claim(name, owner, leaseMs, startAt);
    if (position !== null) holdFrom(sentAtMs, position);
    return position;
  }

  /** Moves the cursor past an event and renews the lease; false when the lease was lost. */
  async function advanceTo(event: LoggedEvent): Promise<boolean> {
    const sentAtMs = performance.now();
    if (!(await cursors.advance(name, owner, event.position, event.id, leaseMs))) {
      held = null;
      return false;
    }
    holdFrom(sentAtMs, event.position);
    return true;
  }

  /** Handles everything committed after the cursor; false when it stopped at a failing event. */
  async function catchUp(): Promise<boolean> {
    let position = await startingPosition();
    if (position === null) return true; // another process holds the lease
    while (!stopped) {
      const events = await outbox.after(position, batchSize);
      for (const event of events) {
        if (stopped) break;
        let outcome: void | typeof NOTHING_DONE;
        try {
          outcome = types && !types.includes(event.type) ? NOTHING_DONE : await handle(event);
        } catch (error) {
          log.error(
            { error, consumer: name, eventId: event.id },
            'outbox consumer failed; will retry the event',
          );
          return false;
        }
        if (outcome !== NOTHING_DONE) {
          if (!(await advanceTo(event))) return true;
        } else if (held) {
          // Passed over in memory: stored with the next event that does something, or below once it is time.
          held.position = event.position;
          unstored = event;
        }
        position = event.position;
      }
      if (unstored && performance.now() - storedAtMs >= cursorEveryMs && !(await storePassedOver()))
        return true;
      if (stopped || events.length < batchSize) return true;
    }
    return true;
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void run(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, retryMaxMs);
  }

  /** Works through what is waiting; a wake-up while working causes one more round. */
  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if (!(await catchUp())) {
            scheduleRetry();
            return;
          }
          retryMs = retryMinMs;
        } while (again && !stopped);
      } catch (error) {
        held = null; // claim again: the database may have been away longer than the lease
        log.warn({ error, consumer: name }, 'outbox consumer could not read its cursor; retrying');
        scheduleRetry();
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    name,
    async start(): Promise<void> {
      stopped = false;
      unsubscribers.push(notifications.on('casework_outbox', () => void run()));
      unsubscribers.push(notifications.onReconnect(() => void run()));
      poll = setInterval(() => void run(), pollMs);
      poll.unref();
      // Catch up before returning, but never hold the server's start-up for long: after a crash the backlog can
      // be thousands of events, and start-up has a time limit. The rest is handled in the background.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        run(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, START_CATCH_UP_MS);
        }),
      ]);
      clearTimeout(timer);
    },
    /** Stops after the event in hand and gives the lease up. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retryTimer);
      unsubscribers.splice(0).forEach((u) => u());
      await running;
      if (held) await storePassedOver().catch(() => undefined);
      held = null;
      await cursors.release(name, owner).catch(() => undefined);
    },
    /** Handles everything waiting now (tests, and callers that know something committed). */
    run,
  };
}
export type OutboxConsumer = ReturnType<typeof createOutboxConsumer>;
