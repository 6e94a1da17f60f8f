import { ExportActivityQuery, ExportUserActionsQuery } from '@casework/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { openTestDatabase } from '#test/harness.ts';
import { buildStaffMember } from '#test/factories.ts';
import { createLogsService } from './logs.service.ts';
import { parseCsv } from './logs.test-support.ts';

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
  await database.db.execute(sql`
    insert into user_action_logs (id, user_id, category, action, detail, created_at)
    values (gen_random_uuid(), ${userId}::uuid, 'USERNAV', ${action}, '{}'::jsonb, ${at}::timestamptz)`);
  await database.db.execute(sql`
    insert into activity_logs (id, kind, actor_user_id, message, detail, created_at)
    values (gen_random_uuid(), 'webhook-changed', ${userId}::uuid, ${action}, '{}'::jsonb, ${at}::timestamptz)`);
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
    const actions = parseCsv((await text(file.chunks)).slice(1))
      .slice(1)
      .map((row) => row[6]);
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
