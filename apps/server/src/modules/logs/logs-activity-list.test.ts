import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { createRandom } from '#src/platform/seeded-random.ts';
import { buildParticipant, buildStaffMember } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { createLogsRepository, type ActivityFilter } from './logs.repository.ts';
import { insertActivity } from './logs.test-support.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const DAY = 86_400_000;
const START = Date.UTC(2023, 4, 1);
const KINDS = ['sensitive-info-access', 'message-created', 'thread-assigned'];

describe('the activity list (prepared per combination of filters)', () => {
  it('answers every combination of filters as the query built from the values does: same rows, order and total', async () => {
    const { next } = createRandom(20261122);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const db = database.db;
    const actors = [
      (await buildStaffMember(db, { firstName: 'Iris', lastName: 'Moses' })).userId,
      (await buildStaffMember(db, { firstName: 'Jonah', lastName: 'Tsosie' })).userId,
      null,
    ];
    const subjects = [
      (await buildParticipant(db, { firstName: 'Ray', lastName: 'Alexie' })).participantId,
      (await buildParticipant(db, { firstName: 'Mae', lastName: 'Begay' })).participantId,
      null,
    ];
    // 120 rows over 20 days; some share an instant, so the order falls back to the id.
    const instants: number[] = [];
    for (let i = 0; i < 120; i += 1)
      instants.push(i % 7 === 3 ? instants[i - 1]! : START + Math.floor(next() * 20 * DAY));
    await insertActivity(
      db,
      instants.map((at, i) => ({
        at: new Date(at).toISOString(),
        kind: pick(KINDS),
        actorUserId: pick(actors),
        participantId: pick(subjects),
        message: `Entry ${i}`,
        detail: { n: i, nested: { token: `secret-${i}` } },
      })),
    );

    const repo = createLogsRepository(db);
    const names = ['from', 'to', 'userId', 'participantId', 'kind'] as const;
    let withRows = 0;
    for (let shape = 0; shape < 32; shape += 1) {
      // Each combination twice over with other values (and more than five times in all, so PostgreSQL may switch a
      // statement to its generic plan): the statement is reused, the values are not.
      for (let round = 0; round < 6; round += 1) {
        const has = (name: (typeof names)[number]) => (shape & (1 << names.indexOf(name))) !== 0;
        const from = START + Math.floor(next() * 12 * DAY);
        const filter: ActivityFilter = {
          from: has('from') ? new Date(from) : undefined,
          to: has('to') ? new Date(from + Math.floor((1 + next() * 8) * DAY)) : undefined,
          userId: has('userId') ? (pick(actors.slice(0, 2)) ?? undefined) : undefined,
          participantId: has('participantId') ? (pick(subjects.slice(0, 2)) ?? undefined) : undefined,
          kind: has('kind') ? pick(KINDS) : undefined,
        };
        const page = { take: pick([1, 5, 25]), skip: pick([0, 3, 10]) };
        const all = await repo.activityAfter(filter, undefined, 1_000);
        const listed = await repo.listActivity(filter, page);
        const label = JSON.stringify({ filter, page });
        expect(listed.total, label).toBe(all.length);
        expect(listed.rows, label).toEqual(all.slice(page.skip, page.skip + page.take));
        if (listed.rows.length > 0) withRows += 1;
      }
    }
    // Most of the 192 cases show rows: the comparison is not of empty pages.
    expect(withRows).toBeGreaterThan(96);
  });
});
