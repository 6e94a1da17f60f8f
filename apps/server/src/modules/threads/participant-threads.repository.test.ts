import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { buildParticipant, buildStaffMember, buildTeam } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { planOf, rowsReadFrom, statementsSent } from '#test/query-plans.ts';
import { createParticipantThreadsRepository } from './participant-threads.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Every index a plan (and its sub-plans) reads. */
function indexesOf(node: Record<string, unknown>): string[] {
  const own = typeof node['Index Name'] === 'string' ? [node['Index Name']] : [];
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap(indexesOf)];
}

describe("a page of a participant's threads", () => {
  it("reads that participant's threads through threads_participant_idx, however many the organisation holds", async () => {
    const participant = await buildParticipant(database.db);
    const elsewhere = await buildParticipant(database.db);
    const team = await buildTeam(database.db);
    const worker = await buildStaffMember(database.db);
    const threadsOf = (participantId: string, n: number) =>
      sql`insert into threads (id, subject, participant_id, team_id, created_by_user_id, last_message_at,
          last_message_from)
        select gen_random_uuid(), 'Thread ' || g, ${participantId}, ${team.id}, ${worker.userId},
          now() - make_interval(mins => g), 'participant'
        from generate_series(1, ${n}) g`;
    const mine = 40;
    await database.db.execute(threadsOf(participant.participantId, mine));
    await database.db.execute(threadsOf(elsewhere.participantId, 6000));
    await database.db.execute(sql`analyze threads`);

    let result:
      Awaited<ReturnType<ReturnType<typeof createParticipantThreadsRepository>['list']>> | undefined;
    const [statement] = await statementsSent(database, async (db) => {
      result = await createParticipantThreadsRepository(db).list(
        participant.participantId,
        { staffMemberIds: [worker.id], teamIds: [team.id] },
        worker.userId,
        { take: 10, skip: 0 },
      );
    });
    expect(result!.total).toBe(mine);
    expect(result!.rows.map((r) => r.subject)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Thread ${i + 1}`),
    );
    expect(indexesOf(await planOf(database, statement!))).toContain('threads_participant_idx');
    // The participant's threads for the page and for the count: never the organisation's.
    expect(await rowsReadFrom(database, 'threads', statement!)).toBeLessThanOrEqual(2 * mine);
  });

  it('reaches nothing with empty lists (a staff member with no teams and no threads)', async () => {
    const participant = await buildParticipant(database.db);
    const worker = await buildStaffMember(database.db);
    const team = await buildTeam(database.db);
    await database.db
      .execute(sql`insert into threads (id, subject, participant_id, team_id, created_by_user_id,
        last_message_at, last_message_from)
      values (gen_random_uuid(), 'Someone else''s', ${participant.participantId}, ${team.id}, ${worker.userId},
        now(), 'participant')`);
    const found = await createParticipantThreadsRepository(database.db).list(
      participant.participantId,
      { staffMemberIds: [], teamIds: [] },
      worker.userId,
      { take: 10, skip: 0 },
    );
    expect(found).toEqual({ rows: [], total: 0 });
  });
});
