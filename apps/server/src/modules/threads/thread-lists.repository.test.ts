import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { buildParticipant, buildStaffMember, buildTeam } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { planOf, rowsReadFrom, statementsSent } from '#test/query-plans.ts';
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

describe('the counts of a team inbox', () => {
  // The rows a plan reads depend on the planner's view of the whole table. On PGlite the database is this file's own;
  // on PostgreSQL (CASEWORK_TEST_DB=postgres) the route tests of every module share it and write threads while this
  // runs, which clears the visibility map and can make a sequential scan the cheaper plan for this small, half-archived
  // table (seen once in CI: 14,230 rows, the whole shared table). The counts themselves are checked on both, by the
  // route tests (thread-lists.routes.test.ts).
  it.skipIf(process.env.CASEWORK_TEST_DB === 'postgres')(
    'reads the rows of its open threads only, not those of its archive or of other teams',
    async () => {
      const participant = await buildParticipant(database.db);
      const worker = await buildStaffMember(database.db);
      const team = await buildTeam(database.db);
      const other = await buildTeam(database.db);
      const threads = (teamId: string, n: number, archived: boolean) =>
        sql`insert into threads (id, subject, participant_id, team_id, created_by_user_id, last_message_at,
          last_message_from, team_archived_at)
        select gen_random_uuid(), 'Thread ' || g, ${participant.participantId}, ${teamId}, ${worker.userId},
          now() - make_interval(mins => g), 'participant', ${archived ? sql`now()` : sql`null`}
        from generate_series(1, ${n}) g`;
      const open = 40;
      await database.db.execute(threads(team.id, open, false));
      await database.db.execute(threads(team.id, 4000, true));
      await database.db.execute(threads(other.id, 4000, false));
      // The visibility map, so that counting the archive is an index-only scan as on a settled database.
      await database.db.execute(sql`vacuum analyze threads`);

      let counts: object | undefined;
      const [statement] = await statementsSent(database, async (db) => {
        counts = await createThreadListsRepository(db).teamCounts(team.id, worker.userId);
      });
      expect(counts).toEqual({ open, unread: open, archived: 4000, unassigned: open });
      // Thread rows read from the table. The archive is counted by an index-only scan, which reads no table row for a
      // page the visibility map marks all-visible; how many it still checks ("Heap Fetches") depends on the vacuum and
      // on other tests writing to the table at the same time (PostgreSQL in CI), not on this query, so it is not added.
      let fetched = 0;
      const scans: string[] = [];
      const visit = (node: Record<string, unknown>) => {
        if (node['Relation Name'] === 'threads') {
          scans.push(String(node['Node Type']));
          if (node['Node Type'] !== 'Index Only Scan')
            fetched +=
              (Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) *
              Number(node['Actual Loops'] ?? 1);
        }
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
      };
      // Planned as on a large organisation, where a team's open threads are a sliver of the table: on this small one
      // a sequential scan can cost about as much as the index, and the planner's pick then turns on the statistics of
      // this run's random rows (seen once on PGlite in CI: 14,230 rows, the whole table). With sequential scans priced
      // out, a query the index cannot answer still reads the table and fails here.
      await database.executeSql('set enable_seqscan = off');
      try {
        visit(await planOf(database, statement!, { analyze: true }));
      } finally {
        await database.executeSql('reset enable_seqscan');
      }
      expect(scans).toContain('Index Only Scan');
      expect(fetched).toBeLessThanOrEqual(2 * open);
    },
  );
});
