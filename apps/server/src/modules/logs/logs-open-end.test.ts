import { ExportActivityQuery, ExportUserActionsQuery } from '@casework/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { openTestDatabase } from '#test/harness.ts';
import { buildStaffMember } from '#test/factories.ts';
import { createLogsService } from './logs.service.ts';
import { insertActivity, insertUserActions, parseCsv } from './logs.test-support.ts';

let database: Database;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  userId = (await buildStaffMember(database.db, { firstName: 'Open', lastName: 'Ended' })).userId;
});
afterAll(() => database.close());

/** The service's clock, at a whole millisecond. */
const NOW = '2026-03-02T10:00:00.123Z';

/** A user action and an activity entry stamped at `at`, in microseconds, as PostgreSQL stamps rows itself. */
async function insertAt(at: string, action: string) {
  await insertUserActions(database.db, [{ userId, at, action }]);
  await insertActivity(database.db, [{ at, kind: 'webhook-changed', actorUserId: userId, message: action }]);
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe('a log range left open at its end', () => {
  beforeAll(async () => {
    await insertAt('2026-03-02T10:00:00.122000Z', 'earlier');
    // Written in the clock's own millisecond, after it in microseconds: now() truncated it away.
    await insertAt('2026-03-02T10:00:00.123456Z', 'this millisecond');
    await insertAt('2026-03-02T10:00:00.124000Z', 'the next millisecond');
  });

  const logs = () => createLogsService({ db: database.db, now: () => new Date(NOW) });

  it('exports the user actions written up to the end of the current millisecond, and none after it', async () => {
    const file = await logs().exportUserActions(ExportUserActionsQuery.parse({ userId }));
    // The file starts with a byte-order mark, then its header row.
    const [header, ...rows] = parseCsv((await text(file.chunks)).replace(/^\uFEFF/, ''));
    const action = header!.indexOf('Action');
    const actions = rows.map((row) => row[action]);
    expect(actions).toEqual(['this millisecond', 'earlier']);
  });

  it('exports the activity written up to the end of the current millisecond, and none after it', async () => {
    const file = await logs().exportActivity(ExportActivityQuery.parse({ userId }));
    const body = await text(file.chunks);
    expect(body).toContain('this millisecond');
    expect(body).toContain('earlier');
    expect(body).not.toContain('the next millisecond');
  });
});
