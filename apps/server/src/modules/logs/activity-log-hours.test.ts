import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { activityLogHours, activityLogs } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { createRandom } from '#src/platform/seeded-random.ts';
import { openTestDatabase } from '#test/harness.ts';
import { rollUpActivityHours } from './activity-log-hours.repository.ts';
import { createLogsRepository, type ActivityFilter } from './logs.repository.ts';
import { insertActivity } from './logs.test-support.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3_600_000;
const KINDS = ['sensitive-info-access', 'message-created', 'thread-assigned', 'webhook-changed'];

const { next, pick } = createRandom(20261122);

/** The counted answer: every matching row visited. */
async function countedTotal(f: ActivityFilter): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(activityLogs)
    .where(
      and(
        f.from ? gte(activityLogs.createdAt, f.from) : undefined,
        f.to ? lt(activityLogs.createdAt, f.to) : undefined,
        f.kind ? eq(activityLogs.kind, f.kind) : undefined,
      ),
    );
  return row!.n;
}

/** A range with a start and an end on the hour, inside an hour, or anywhere (ms precision); open on either side. */
function randomFilter(start: number, end: number): ActivityFilter {
  const instant = () => {
    const at = start + Math.floor(next() * (end - start));
    const shape = next();
    if (shape < 0.2) return Math.floor(at / HOUR) * HOUR;
    if (shape < 0.3) return Math.floor(at / HOUR) * HOUR + 1;
    return at;
  };
  const from = next() < 0.15 ? undefined : instant();
  const length = pick([0, 1, 59 * 60_000, HOUR, 2.5 * HOUR, 26 * HOUR, 4 * 24 * HOUR, -HOUR]);
  const to =
    next() < 0.15 ? undefined : from !== undefined && next() < 0.6 ? from + Math.floor(length) : instant();
  return {
    from: from === undefined ? undefined : new Date(from),
    to: to === undefined ? undefined : new Date(to),
    kind: next() < 0.2 ? undefined : pick([...KINDS, 'never-written']),
  };
}

async function expectExactTotals(label: string, start: number, end: number, rounds = 60) {
  const repo = createLogsRepository(database.db);
  for (let i = 0; i < rounds; i += 1) {
    const filter = randomFilter(start, end);
    const { total } = await repo.listActivity(filter, { take: 1, skip: 0 });
    expect(total, `${label}: ${JSON.stringify(filter)}`).toBe(await countedTotal(filter));
  }
}

/** Rows stamped by the database (created_at = now()), as the app writes them. */
async function writeNow(kinds: string[]) {
  await database.db
    .insert(activityLogs)
    .values(kinds.map((kind) => ({ id: uuidv7(), kind, message: 'Written now' })));
}

const rolledUpTo = async () =>
  (
    await rowsOf<{ at: string }>(
      database.db,
      sql`select rolled_up_to::text as at from activity_log_hours_state`,
    )
  )[0]!.at;

describe('the activity total from the hourly roll-up', () => {
  it('equals count(*) for random kinds and ranges, before, during and after the catch-up and with rows added later', async () => {
    const now = Date.now();
    const start = now - 6 * 24 * HOUR;
    await insertActivity(
      database.db,
      Array.from({ length: 2_000 }, () => ({
        at: new Date(start + Math.floor(next() * (now - 20 * 60_000 - start))).toISOString(),
        kind: pick(KINDS),
      })),
    );
    // Edges on the hour and a microsecond either side of one.
    const boundary = Math.floor((now - 3 * 24 * HOUR) / HOUR) * HOUR;
    await database.db.execute(
      sql`insert into activity_logs (id, kind, message, created_at) values
        (${uuidv7()}, 'thread-assigned', 'edge', ${new Date(boundary).toISOString()}::timestamptz - interval '1 microsecond'),
        (${uuidv7()}, 'thread-assigned', 'edge', ${new Date(boundary).toISOString()}::timestamptz),
        (${uuidv7()}, 'thread-assigned', 'edge', ${new Date(boundary).toISOString()}::timestamptz + interval '1 microsecond')`,
    );
    const range = [start - 2 * HOUR, now + 2 * HOUR] as const;

    expect(await rolledUpTo()).toBe('-infinity');
    await expectExactTotals('nothing rolled up', ...range);

    // Behind: a catch-up of at most a day at a time stops part of the way.
    const partway = await rollUpActivityHours(database.db, { maxHours: 24 });
    expect(partway.retryInMs).toBe(0);
    expect(partway.rolledUpTo!.getTime()).toBeLessThan(now - 24 * HOUR);
    await expectExactTotals('rolled up part of the way', ...range);

    let outcome = partway;
    while (outcome.retryInMs === 0) outcome = await rollUpActivityHours(database.db, { maxHours: 24 });
    expect(outcome.rolledUpTo!.getTime()).toBeGreaterThan(now - 2 * HOUR);
    expect(outcome.rolledUpTo!.getTime() % HOUR).toBe(0);
    expect(outcome.retryInMs).toBeGreaterThan(0);
    expect(outcome.retryInMs).toBeLessThanOrEqual(HOUR + 10 * 60_000);
    const [hours] = await database.db.select({ n: count() }).from(activityLogHours);
    expect(hours!.n).toBeGreaterThan(100);
    await expectExactTotals('caught up', ...range);

    // Written after the catch-up, into the open hour (the tail), then into hours it already counted (backdated).
    await writeNow(['sensitive-info-access', 'sensitive-info-access', 'message-created']);
    await insertActivity(
      database.db,
      Array.from({ length: 40 }, () => ({
        at: new Date(start + Math.floor(next() * (now - 3 * HOUR - start))).toISOString(),
        kind: pick(KINDS),
      })),
    );
    await expectExactTotals('rows added after the catch-up', ...range);

    // The hour of now counted as if closed (a negative lag), then more rows written into it.
    await rollUpActivityHours(database.db, { lagMinutes: -60 });
    expect(Date.parse(await rolledUpTo())).toBeGreaterThan(now);
    await writeNow(['sensitive-info-access', 'thread-assigned']);
    await expectExactTotals('rows written into a counted hour', ...range);
  });

  it('a second catch-up finds nothing to do, and one running elsewhere is left alone', async () => {
    const before = await rolledUpTo();
    const again = await rollUpActivityHours(database.db);
    expect(await rolledUpTo()).toBe(before);
    expect(again.retryInMs).toBeGreaterThan(0);
  });

  it.runIf(process.env.CASEWORK_TEST_DB === 'postgres')(
    'stops at the hour of a transaction still open, so the row it commits later is counted (PostgreSQL)',
    async () => {
      const own = await openTestDatabase();
      const client = (own.db as unknown as { $client: pg.Pool }).$client;
      const open = await client.connect();
      try {
        // Another catch-up holds the watermark row: this one returns at once.
        await open.query('begin');
        await open.query('select 1 from activity_log_hours_state for update');
        expect(await rollUpActivityHours(own.db)).toEqual({ rolledUpTo: null, retryInMs: 60_000 });
        await open.query('rollback');

        // A row written (not yet committed) before the catch-up, which counts the hour of now as closed.
        await open.query('begin');
        await open.query(
          `insert into activity_logs (id, kind, message) values ($1, 'webhook-changed', 'late')`,
          [uuidv7()],
        );
        const held = await rollUpActivityHours(own.db, { lagMinutes: -120, maxHours: 1_000_000 });
        expect(held.retryInMs).toBe(60_000);
        expect(held.rolledUpTo!.getTime()).toBeLessThanOrEqual(Date.now());
        await open.query('commit');
      } finally {
        open.release();
      }
      try {
        const filter = { kind: 'webhook-changed', from: new Date(Date.now() - 2 * HOUR) };
        const { total } = await createLogsRepository(own.db).listActivity(filter, { take: 1, skip: 0 });
        expect(total).toBe(1);
      } finally {
        await own.close();
      }
    },
  );

  it('TRUNCATE of the log empties the roll-up with it', async () => {
    await rollUpActivityHours(database.db, { lagMinutes: -60 });
    await database.db.execute(sql`truncate activity_logs`);
    expect(await rolledUpTo()).toBe('-infinity');
    const [hours] = await database.db.select({ n: count() }).from(activityLogHours);
    expect(hours!.n).toBe(0);
    await writeNow(['thread-assigned']);
    await expectExactTotals('after truncate', Date.now() - HOUR, Date.now() + HOUR, 10);
  });
});
