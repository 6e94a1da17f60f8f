import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { staffMembers, teamMemberRoles, teamMembers, teams } from '#src/db/schema/index.ts';
import { buildStaffMember, buildTeam } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { rolledBack } from '#test/rolled-back.ts';
import { createTeamsRepository, type MembershipRow, type TeamRoleRow } from './teams.repository.ts';

// listTeams and membershipsOf are prepared once per database handle and then only executed: these tests make
// sure the prepared statements still answer each call with the current rows and the caller's own arguments.

let database: Database;
let roles: TeamRoleRow[];
beforeAll(async () => {
  database = await openTestDatabase();
  roles = await createTeamsRepository(database.db).listRoles();
});
afterAll(() => database.close());

describe('listTeams', () => {
  it('answers each filter with its own rows when both run on the same handle, in either order', async () => {
    const repo = createTeamsRepository(database.db);
    const hidden = await buildTeam(database.db, { name: `Zz Hidden ${Date.now()}`, isPrivate: true });

    const publicFirst = await repo.listTeams({ hidePrivate: true });
    const all = await repo.listTeams({ hidePrivate: false });
    const publicAgain = await repo.listTeams({ hidePrivate: true });

    expect(publicFirst.some((t) => t.isPrivate)).toBe(false);
    expect(all.map((t) => t.id)).toContain(hidden.id);
    expect(all.length).toBeGreaterThan(publicFirst.length);
    expect(publicAgain).toEqual(publicFirst);
  });

  it('lists teams created and members added after an earlier call, ordered by name ignoring case', async () => {
    const repo = createTeamsRepository(database.db);
    const before = await repo.listTeams({ hidePrivate: false });
    const staff = await buildStaffMember(database.db);
    const added = await buildTeam(database.db, {
      name: `aaa lower-case first ${Date.now()}`,
      members: [{ staffMemberId: staff.id }],
    });

    const after = await repo.listTeams({ hidePrivate: false });

    expect(after).toHaveLength(before.length + 1);
    expect(after.find((t) => t.id === added.id)).toMatchObject({ memberCount: 1, isPrivate: false });
    // Lower case sorts after every capital byte for byte; by lower(name) "aaa..." comes first.
    expect(after[0]!.id).toBe(added.id);
  });
});

describe('membershipsOf', () => {
  it("returns each staff member's own teams and roles when called for several people on the same handle", async () => {
    const repo = createTeamsRepository(database.db);
    const [lead, worker] = [await buildStaffMember(database.db), await buildStaffMember(database.db)];
    const [roleA, roleB] = roles;
    const second = await buildTeam(database.db, {
      name: `Mm Second ${Date.now()}`,
      members: [{ staffMemberId: lead.id, roleIds: [roleA!.id, roleB!.id] }, { staffMemberId: worker.id }],
    });
    const first = await buildTeam(database.db, {
      name: `Ll First ${Date.now()}`,
      members: [{ staffMemberId: lead.id }],
    });

    const ofLead = await repo.membershipsOf(lead.id);
    const ofWorker = await repo.membershipsOf(worker.id);

    expect(ofLead.map((m) => m.teamId)).toEqual([first.id, second.id]);
    expect(ofLead[0]!.roles).toEqual([]);
    expect(ofLead[1]!.roles.map((r) => r.id).sort()).toEqual([roleA!.id, roleB!.id].sort());
    expect(ofLead[1]!.roles.find((r) => r.id === roleA!.id)?.permissions).toEqual(roleA!.permissions);
    expect(ofWorker).toEqual([{ teamId: second.id, teamName: second.name, roles: [] }]);
  });

  it('sees a membership added earlier in the same transaction, which rolls back with it', async () => {
    const staff = await buildStaffMember(database.db);
    const team = await buildTeam(database.db, { name: `Tx Team ${Date.now()}` });
    await createTeamsRepository(database.db).membershipsOf(staff.id);

    let inside: MembershipRow[] = [];
    const undo = new Error('undo the membership');
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(teamMembers).values({ teamId: team.id, staffMemberId: staff.id });
      await tx
        .insert(teamMemberRoles)
        .values({ teamId: team.id, staffMemberId: staff.id, roleId: roles[0]!.id });
      inside = await createTeamsRepository(tx).membershipsOf(staff.id);
      throw undo;
    });
    await expect(transaction).rejects.toBe(undo);

    expect(inside).toEqual([
      { teamId: team.id, teamName: team.name, roles: [expect.objectContaining({ id: roles[0]!.id })] },
    ]);
    expect(await createTeamsRepository(database.db).membershipsOf(staff.id)).toEqual([]);
  });
});

describe("each team's member count (kept by triggers on team_members, migration 0018)", () => {
  /** Teams whose kept count differs from their members counted. */
  const drift = (db: Db) =>
    rowsOf<{ id: string }>(
      db,
      sql`select t.id from teams t
        where t.member_count <> (select count(*) from team_members m where m.team_id = t.id)`,
    );

  it('holds the demo and seeded teams as the migration counted them', async () => {
    expect(await drift(database.db)).toEqual([]);
  });

  type Step =
    | { kind: 'add'; pairs: [number, number][] }
    | { kind: 'remove'; pairs: [number, number][] }
    | { kind: 'move'; from: number; to: number }
    | { kind: 'deleteTeam'; team: number }
    | { kind: 'deleteStaff'; staff: number }
    | { kind: 'truncate' };
  const TEAMS = 3;
  const STAFF = 4;
  const pair = fc.tuple(fc.nat(TEAMS - 1), fc.nat(STAFF - 1));
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('add' as const), pairs: fc.array(pair, { maxLength: 6 }) }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('remove' as const), pairs: fc.array(pair, { maxLength: 4 }) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('move' as const),
        from: fc.nat(TEAMS - 1),
        to: fc.nat(TEAMS - 1),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('deleteTeam' as const), team: fc.nat(TEAMS - 1) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('deleteStaff' as const), staff: fc.nat(STAFF - 1) }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'truncate' as const }) },
  );

  it('equals the members counted after any sequence of adds, removals, moves, cascades and truncation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await rolledBack(database.db, async (tx) => {
          const teamIds: string[] = [];
          for (let i = 0; i < TEAMS; i++) teamIds.push((await buildTeam(tx)).id);
          const staffIds: string[] = [];
          for (let i = 0; i < STAFF; i++) staffIds.push((await buildStaffMember(tx)).id);
          const gone = new Set<string>();
          const rows = (pairs: [number, number][]) =>
            pairs
              .map(([team, staff]) => ({ teamId: teamIds[team]!, staffMemberId: staffIds[staff]! }))
              .filter((m) => !gone.has(m.teamId) && !gone.has(m.staffMemberId));
          for (const s of steps) {
            const added = s.kind === 'add' ? rows(s.pairs) : [];
            if (added.length > 0) await tx.insert(teamMembers).values(added).onConflictDoNothing();
            if (s.kind === 'remove')
              for (const member of rows(s.pairs))
                await tx
                  .delete(teamMembers)
                  .where(
                    and(
                      eq(teamMembers.teamId, member.teamId),
                      eq(teamMembers.staffMemberId, member.staffMemberId),
                    ),
                  );
            if (s.kind === 'move' && !gone.has(teamIds[s.to]!))
              // Members of both teams stay where they are (the key would clash); the others move.
              await tx.execute(
                sql`update team_members m set team_id = ${teamIds[s.to]!}
                  where m.team_id = ${teamIds[s.from]!} and not exists (select 1 from team_members o
                    where o.team_id = ${teamIds[s.to]!} and o.staff_member_id = m.staff_member_id)`,
              );
            if (s.kind === 'deleteTeam') {
              await tx.delete(teams).where(eq(teams.id, teamIds[s.team]!));
              gone.add(teamIds[s.team]!);
            }
            if (s.kind === 'deleteStaff') {
              await tx.delete(staffMembers).where(eq(staffMembers.id, staffIds[s.staff]!));
              gone.add(staffIds[s.staff]!);
            }
            if (s.kind === 'truncate') await tx.execute(sql`truncate team_members cascade`);
            expect(await drift(tx)).toEqual([]);
          }
          const kept = await tx
            .select({ id: teams.id, memberCount: teams.memberCount })
            .from(teams)
            .where(inArray(teams.id, teamIds));
          for (const team of kept) {
            const members = await tx.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
            expect(team.memberCount).toBe(members.length);
          }
        });
      }),
      { numRuns: 25 },
    );
  });
});
