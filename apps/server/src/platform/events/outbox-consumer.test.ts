import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { openTestDatabase } from '#test/harness.ts';
import { createDatabaseNotifications, type DatabaseNotifications } from './database-notifications.ts';
import { NOTHING_DONE, createOutboxConsumer } from './outbox-consumer.ts';
import { createOutboxConsumersRepository } from './outbox-consumers.repository.ts';
import { createOutboxFeed } from './outbox-feed.ts';
import { createOutboxLog, type LoggedEvent } from './outbox-log.repository.ts';
import { recordEvent } from './outbox.ts';

let database: Database;
let notifications: DatabaseNotifications;
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
  notifications = createDatabaseNotifications(database, quiet);
  await notifications.start();
});
afterAll(async () => {
  await notifications.close();
  await database.close();
});

/** Commits one event (its own transaction) and answers its id. */
async function commitEvent(tag: string): Promise<string> {
  return database.db.transaction((tx) =>
    recordEvent(tx, {
      type: 'thread.read',
      aggregateType: 'thread',
      aggregateId: tag,
      actorUserId: null,
      payload: { tag },
    }),
  );
}

const tags = (events: readonly LoggedEvent[]) => events.map((e) => e.aggregateId);

/** A handler that notes every event it is given and does something for all but those tagged "idle…". */
const idleDoesNothing = (seen: string[]) => async (e: LoggedEvent) => {
  seen.push(e.aggregateId);
  return e.aggregateId.startsWith('idle') ? NOTHING_DONE : undefined;
};

/** The position a consumer has stored. */
const storedPosition = async (name: string) =>
  Number((await createOutboxConsumersRepository(database.db).find(name))!.position);

function consumer(
  name: string,
  handle: (event: LoggedEvent) => Promise<void>,
  startAt: 'now' | 'beginning' = 'now',
) {
  return createOutboxConsumer({
    db: database.db,
    name,
    handle,
    notifications,
    log: quiet,
    retryMinMs: 20,
    retryMaxMs: 50,
    startAt,
  });
}

describe('outbox positions', () => {
  it('are taken in commit order, not in the order the events were written', async () => {
    const outbox = createOutboxLog(database.db);
    const head = await outbox.head();
    if (database.kind === 'postgres') {
      // The first transaction writes its event first but commits last.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const firstWrote = new Promise<void>((resolve) => (written = resolve));
      const slow = database.db.transaction(async (tx) => {
        await recordEvent(tx, {
          type: 'thread.read',
          aggregateType: 'thread',
          aggregateId: 'slow',
          actorUserId: null,
          payload: {},
        });
        written();
        await gate;
      });
      await firstWrote;
      await commitEvent('fast');
      expect(tags(await outbox.after(head, 10))).toEqual(['fast']);
      release();
      await slow;
      expect(tags(await outbox.after(head, 10))).toEqual(['fast', 'slow']);
    } else {
      await commitEvent('one');
      await commitEvent('two');
      expect(tags(await outbox.after(head, 10))).toEqual(['one', 'two']);
    }
  });

  it('are never taken for a transaction that rolls back', async () => {
    const outbox = createOutboxLog(database.db);
    const head = await outbox.head();
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvent(tx, {
          type: 'thread.read',
          aggregateType: 'thread',
          aggregateId: 'gone',
          actorUserId: null,
          payload: {},
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await commitEvent('kept');
    expect(tags(await outbox.after(head, 10))).toEqual(['kept']);
  });
});

describe('outbox feed', () => {
  it('hands each committed event to subscribers once, in order, woken by NOTIFY', async () => {
    const feed = createOutboxFeed({ db: database.db, notifications, log: quiet, pollMs: 60_000 });
    await feed.start();
    const got: LoggedEvent[] = [];
    const subscription = feed.subscribe((events) => got.push(...events));
    await commitEvent('f1');
    await commitEvent('f2');
    await expect.poll(() => tags(got), { timeout: 2_000 }).toEqual(['f1', 'f2']);
    expect(got[0]!.position).toBeGreaterThan(subscription.from);
    subscription.unsubscribe();
    await feed.stop();
  });
});

describe('database notifications', () => {
  it.runIf(process.env.CASEWORK_TEST_DB === 'postgres')(
    'reconnect after the LISTEN connection is lost, tell readers to look again, and keep notifying',
    async () => {
      const own = createDatabaseNotifications(database, quiet);
      await own.start();
      let reconnects = 0;
      const payloads: string[] = [];
      own.onReconnect(() => (reconnects += 1));
      own.on('casework_outbox', (id) => payloads.push(id));
      const [{ pid } = { pid: 0 }] = await database.db
        .execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%' order by backend_start desc limit 1`,
        )
        .then((r) => (r as unknown as { rows: { pid: number }[] }).rows);
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await expect.poll(() => reconnects, { timeout: 5_000 }).toBe(1);
      const id = await commitEvent('after-reconnect');
      await expect.poll(() => payloads.includes(id), { timeout: 2_000 }).toBe(true);
      await own.close();
    },
  );
});

describe('durable outbox consumer', () => {
  it('passes over event types it does not want and moves its cursor past them all the same', async () => {
    const handled: string[] = [];
    const commitTyped = (type: 'thread.read' | 'message.created', tag: string) =>
      database.db.transaction((tx) =>
        recordEvent(tx, { type, aggregateType: 'thread', aggregateId: tag, actorUserId: null, payload: {} }),
      );
    const picky = () =>
      createOutboxConsumer({
        db: database.db,
        name: 'test-types',
        handle: async (e) => void handled.push(e.aggregateId),
        types: ['message.created'],
        notifications,
        log: quiet,
        batchSize: 3,
      });
    const first = picky();
    await first.start();
    for (let i = 0; i < 7; i += 1) await commitTyped('thread.read', `skip${i}`);
    await commitTyped('message.created', 'wanted');
    await first.run();
    await expect.poll(() => handled, { timeout: 2_000 }).toEqual(['wanted']);
    for (let i = 7; i < 10; i += 1) await commitTyped('thread.read', `skip${i}`);
    await first.run();
    const positionOf = async () =>
      (
        (await database.db.execute(
          sql`select position from outbox_consumers where name = 'test-types'`,
        )) as unknown as { rows: { position: string | number }[] }
      ).rows.map((r) => Number(r.position))[0];
    await first.stop();
    expect(await positionOf()).toBe(await createOutboxLog(database.db).head());
    // A restart starts after the passed-over events: nothing is handled twice and nothing is read again.
    const second = picky();
    await second.start();
    await commitTyped('message.created', 'next');
    await expect.poll(() => handled, { timeout: 2_000 }).toEqual(['wanted', 'next']);
    await second.stop();
  });

  it('stores its cursor past events that needed nothing now and then, and at once past one that did something', async () => {
    const seen: string[] = [];
    const worker = createOutboxConsumer({
      db: database.db,
      name: 'test-nothing-done',
      handle: idleDoesNothing(seen),
      notifications,
      log: quiet,
      cursorEveryMs: 60_000,
    });
    const stored = () => storedPosition('test-nothing-done');
    const outbox = createOutboxLog(database.db);
    await worker.start();
    const start = await stored();
    await commitEvent('idle1');
    await commitEvent('idle2');
    await worker.run();
    await expect.poll(() => seen, { timeout: 2_000 }).toEqual(['idle1', 'idle2']);
    expect(await stored()).toBe(start);
    await commitEvent('acted');
    await worker.run();
    await expect.poll(() => seen.at(-1), { timeout: 2_000 }).toBe('acted');
    const acted = await outbox.head();
    expect(await stored()).toBe(acted);
    await commitEvent('idle3');
    await worker.run();
    await expect.poll(() => seen.at(-1), { timeout: 2_000 }).toBe('idle3');
    expect(await stored()).toBe(acted);
    // Stopping stores what was passed over: the next process starts after it.
    await worker.stop();
    expect(await stored()).toBe(await outbox.head());
    expect(seen).toEqual(['idle1', 'idle2', 'acted', 'idle3']);
  });

  it('after a crash, looks again only at the events that needed nothing since its cursor was stored', async () => {
    const seen: string[] = [];
    const handle = idleDoesNothing(seen);
    const leaseMs = 300;
    // The first process's wake-ups end with it: its own notifications, closed to stand for the crash.
    const ownNotifications = createDatabaseNotifications(database, quiet);
    await ownNotifications.start();
    const crashed = createOutboxConsumer({
      db: database.db,
      name: 'test-nothing-done-crash',
      handle,
      notifications: ownNotifications,
      log: quiet,
      leaseMs,
      pollMs: 60_000,
      cursorEveryMs: 60_000,
    });
    await crashed.start();
    await commitEvent('did');
    await commitEvent('idle-after');
    await crashed.run();
    await expect.poll(() => seen, { timeout: 2_000 }).toEqual(['did', 'idle-after']);
    await ownNotifications.close();
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 50));

    const next = createOutboxConsumer({
      db: database.db,
      name: 'test-nothing-done-crash',
      handle,
      notifications,
      log: quiet,
      leaseMs,
    });
    await next.start();
    await expect.poll(() => seen, { timeout: 2_000 }).toEqual(['did', 'idle-after', 'idle-after']);
    await next.stop();
    await crashed.stop(); // its lease is gone: it stores nothing and releases nothing
    await commitEvent('idle-later');
    const third = createOutboxConsumer({
      db: database.db,
      name: 'test-nothing-done-crash',
      handle,
      notifications,
      log: quiet,
    });
    await third.start();
    await expect.poll(() => seen.at(-1), { timeout: 2_000 }).toBe('idle-later');
    await third.stop();
    expect(seen).toEqual(['did', 'idle-after', 'idle-after', 'idle-later']);
  });

  it('starts after what was there, handles in order, and resumes after a restart without repeats', async () => {
    await commitEvent('before');
    const handled: string[] = [];
    const first = consumer('test-resume', async (e) => void handled.push(e.aggregateId));
    await first.start();
    await commitEvent('a');
    await commitEvent('b');
    await expect.poll(() => handled, { timeout: 2_000 }).toEqual(['a', 'b']);
    await first.stop();

    // Committed while no consumer runs.
    await commitEvent('c');
    await commitEvent('d');
    const second = consumer('test-resume', async (e) => void handled.push(e.aggregateId));
    await second.start();
    await expect.poll(() => handled, { timeout: 2_000 }).toEqual(['a', 'b', 'c', 'd']);
    await commitEvent('e');
    await expect.poll(() => handled, { timeout: 2_000 }).toEqual(['a', 'b', 'c', 'd', 'e']);
    await second.stop();
  });

  it('retries a failing event until it succeeds, holding back the ones after it', async () => {
    const handled: string[] = [];
    let failures = 2;
    const flaky = consumer('test-retry', async (e) => {
      if (e.aggregateId === 'flaky' && failures > 0) {
        failures -= 1;
        throw new Error('mail server down');
      }
      handled.push(e.aggregateId);
    });
    await flaky.start();
    await commitEvent('flaky');
    await commitEvent('after');
    await expect.poll(() => handled, { timeout: 3_000 }).toEqual(['flaky', 'after']);
    expect(failures).toBe(0);
    await flaky.stop();
  });

  it('lets one of several processes work at a time, so each event is handled once', async () => {
    const handled: string[] = [];
    const workers = [1, 2, 3].map(() =>
      consumer('test-lease', async (e) => void handled.push(e.aggregateId)),
    );
    for (const worker of workers) await worker.start();
    const expected = Array.from({ length: 12 }, (_, i) => `job${i}`);
    for (const tag of expected) await commitEvent(tag);
    await Promise.all(workers.map((w) => w.run()));
    await expect.poll(() => handled.length, { timeout: 3_000 }).toBe(expected.length);
    expect(handled).toEqual(expected);

    // The holder stops: another takes over at once (the lease is given up) and continues after the last one.
    await workers[0]!.stop();
    await commitEvent('later');
    await Promise.all(workers.slice(1).map((w) => w.run()));
    await expect.poll(() => handled.at(-1), { timeout: 3_000 }).toBe('later');
    expect(handled.filter((h) => h === 'later')).toHaveLength(1);
    for (const worker of workers.slice(1)) await worker.stop();
  });

  it('claims its lease again only once half of it has passed, not on every wake-up', async () => {
    const leaseMs = 400;
    const handled: string[] = [];
    const worker = createOutboxConsumer({
      db: database.db,
      name: 'test-lease-kept',
      handle: async (e) => void handled.push(e.aggregateId),
      notifications,
      log: quiet,
      leaseMs,
    });
    const leaseRow = async () =>
      (
        (await database.db.execute(
          sql`select lease_until::text as "until", position from outbox_consumers where name = 'test-lease-kept'`,
        )) as unknown as { rows: { until: string; position: string | number }[] }
      ).rows[0]!;
    await worker.start();
    await commitEvent('kept1');
    await expect.poll(() => handled, { timeout: 2_000 }).toEqual(['kept1']);
    await worker.run();
    const afterEvent = await leaseRow();
    // Woken with nothing new, inside the half lease: the row is not written (a claim would move lease_until).
    await worker.run();
    await worker.run();
    expect(await leaseRow()).toEqual(afterEvent);
    // Past half the lease, the next wake-up claims it again before reading on.
    await new Promise((resolve) => setTimeout(resolve, leaseMs / 2 + 50));
    await worker.run();
    const renewed = await leaseRow();
    expect(renewed.until > afterEvent.until).toBe(true);
    expect(Number(renewed.position)).toBe(Number(afterEvent.position));
    // Another process still cannot take it, and events keep their order and count.
    const other = createOutboxConsumer({
      db: database.db,
      name: 'test-lease-kept',
      handle: async (e) => void handled.push(`other:${e.aggregateId}`),
      notifications,
      log: quiet,
      leaseMs,
    });
    await other.start();
    await commitEvent('kept2');
    await Promise.all([worker.run(), other.run()]);
    await expect.poll(() => handled, { timeout: 2_000 }).toEqual(['kept1', 'kept2']);
    await other.stop();
    await worker.stop();
  });

  it('can start from the beginning of the outbox', async () => {
    const handled: string[] = [];
    const all = consumer('test-beginning', async (e) => void handled.push(e.aggregateId), 'beginning');
    await all.start();
    await expect.poll(() => handled.includes('before'), { timeout: 2_000 }).toBe(true);
    await all.stop();
  });
});
