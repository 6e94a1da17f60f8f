import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { buildParticipant, buildStaffMember, buildTeam } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { planOf, rowsReadFrom, statementsSent } from '#test/query-plans.ts';
import { createStaffWorkloadRepository } from './staff-workload.repository.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The table scanned by each scan node of a plan, with the node's type. */
function scansOf(plan: Record<string, unknown>): string[] {
  const scans: string[] = [];
  const visit = (node: Record<string, unknown>) => {
    if (typeof node['Relation Name'] === 'string')
      scans.push(`${String(node['Node Type'])} on ${node['Relation Name']}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
  };
  visit(plan);
  return scans;
}

describe("the open threads in a staff member's care", () => {
  it("reads the member's own threads by index and key, however many threads the organisation holds", async () => {
    const participant = await buildParticipant(database.db);
    const team = await buildTeam(database.db);
    const member = await buildStaffMember(database.db);
    const thread = (n: number, { closed = false, personal = false } = {}) =>
      sql`insert into threads (id, subject, participant_id, team_id, owner_staff_member_id, created_by_user_id,
          last_message_at, last_message_from, closed_at)
        select gen_random_uuid(), 'Thread ' || g, ${participant.participantId},
          ${personal ? null : team.id}, ${personal ? member.id : null}, ${member.userId},
          now() - make_interval(mins => g), 'participant', ${closed ? sql`now()` : sql`null`}
        from generate_series(1, ${n}) g returning id`;
    const assigned = await rowsOf<{ id: string }>(database.db, thread(100));
    const closed = await rowsOf<{ id: string }>(database.db, thread(40, { closed: true }));
    await database.db.execute(thread(10, { personal: true }));
    await database.db.execute(thread(5, { personal: true, closed: true }));
    // The organisation's other threads, each assigned to one of its other staff members.
    const others = await rowsOf<{ id: string }>(database.db, thread(6000));
    const colleagues = await Promise.all([1, 2, 3].map(() => buildStaffMember(database.db)));
    const assign = (ids: { id: string }[], staffMemberIds: string[]) =>
      database.db.execute(sql`insert into thread_assignees (thread_id, staff_member_id)
        select t.id, (${`{${staffMemberIds.join(',')}}`}::uuid[])[1 + t.n % ${staffMemberIds.length}]
        from unnest(${`{${ids.map((r) => r.id).join(',')}}`}::uuid[]) with ordinality t(id, n)`);
    await assign([...assigned, ...closed], [member.id]);
    await assign(
      others,
      colleagues.map((c) => c.id),
    );
    await database.db.execute(sql`analyze threads`);
    await database.db.execute(sql`analyze thread_assignees`);

    let counts: object | undefined;
    const [statement] = await statementsSent(database, async (db) => {
      counts = await createStaffWorkloadRepository(db).openThreadsInCareOf(member.id);
    });
    expect(counts).toEqual({ openTeamThreads: 100, openPersonalThreads: 10 });
    const scans = scansOf(await planOf(database, statement!));
    expect(scans.filter((s) => s.startsWith('Seq Scan'))).toEqual([]);
    // The member's 155 threads, each read once (by key) and once more at most for the personal ones' ids.
    expect(await rowsReadFrom(database, 'threads', statement!)).toBeLessThanOrEqual(2 * 155);
  });

  it('answers nothing for an id that is no staff member', async () => {
    const repo = createStaffWorkloadRepository(database.db);
    expect(await repo.openThreadsInCareOf('0190a5b4-0000-7000-8000-00000000dead')).toBeUndefined();
  });
});
