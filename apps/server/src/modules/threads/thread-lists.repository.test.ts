import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { buildParticipant, buildStaffMember, buildTeam } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { rowsReadFrom, statementsSent } from '#test/query-plans.ts';
import { createThreadListsRepository } from './thread-lists.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a page of a personal inbox', () => {
  // Asked as `id in (subquery)`, PostgreSQL estimated the inbox at a few hundred ids and, once the organisation held
  // some thousands of threads, read all of them to hash-join the inbox's: 6 ms instead of under 2 at 20,000 threads.
  it('reads its own threads by key, however many threads the organisation holds', async () => {
    const participant = await buildParticipant(database.db);
    const team = await buildTeam(database.db);
    const worker = await buildStaffMember(database.db);
    const thread = (n: number) =>
      sql`insert into threads (id, subject, participant_id, team_id, created_by_user_id, last_message_at,
          last_message_from)
        select gen_random_uuid(), 'Thread ' || g, ${participant.participantId}, ${team.id}, ${worker.userId},
          now() - make_interval(mins => g), 'participant'
        from generate_series(1, ${n}) g returning id`;
    const inbox = 150;
    const others = 6000;
    const mine = await rowsOf<{ id: string }>(database.db, thread(inbox));
    await database.db.execute(thread(others));
    await database.db.execute(sql`insert into thread_assignees (thread_id, staff_member_id)
      select t.id, ${worker.id}::uuid from unnest(${`{${mine.map((r) => r.id).join(',')}}`}::uuid[]) t(id)`);
    await database.db.execute(sql`analyze threads`);
    await database.db.execute(sql`analyze thread_assignees`);

    const scope = { kind: 'staff' as const, staffMemberId: worker.id, readerUserId: worker.userId };
    let total = 0;
    const [page] = await statementsSent(database, async (db) => {
      ({ total } = await createThreadListsRepository(db).list(scope, { archived: false, take: 25, skip: 0 }));
    });
    expect(total).toBe(inbox);
    // The inbox's threads, each once, and a few more at most for the count: never the organisation's.
    expect(await rowsReadFrom(database, 'threads', page!)).toBeLessThanOrEqual(2 * inbox);
  });
});
