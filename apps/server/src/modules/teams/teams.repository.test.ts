import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client.ts';
import { teamMemberRoles, teamMembers } from '#src/db/schema/index.ts';
import { buildStaffMember, buildTeam } from '#test/factories.ts';
import { openTestDatabase } from '#test/harness.ts';
import { createTeamsRepository, type MembershipRow, type TeamRoleRow } from './teams.repository.ts';

// listTeams, membershipsOf and teamsOfStaff are prepared once per database handle and then only executed: these tests make
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

describe('teamsOfStaff', () => {
  it('answers lists of any length on the same handle with the teams of exactly the staff members asked for', async () => {
    const repo = createTeamsRepository(database.db);
    const [a, b, c] = [
      await buildStaffMember(database.db),
      await buildStaffMember(database.db),
      await buildStaffMember(database.db),
    ];
    const zeta = await buildTeam(database.db, {
      name: `Zz Staff Teams ${Date.now()}`,
      members: [{ staffMemberId: a.id }, { staffMemberId: b.id }],
    });
    const alpha = await buildTeam(database.db, {
      name: `Aa Staff Teams ${Date.now()}`,
      members: [{ staffMemberId: b.id }],
    });

    const pairs = (rows: { staffMemberId: string; id: string }[]) =>
      rows.map((r) => `${r.staffMemberId}@${r.id}`);

    const page = pairs(await repo.teamsOfStaff([a.id, b.id, c.id]));
    // Ordered by team name; the two members of one team in either order.
    expect(page[0]).toBe(`${b.id}@${alpha.id}`);
    expect(page.slice(1).sort()).toEqual([`${a.id}@${zeta.id}`, `${b.id}@${zeta.id}`].sort());
    expect(pairs(await repo.teamsOfStaff([a.id]))).toEqual([`${a.id}@${zeta.id}`]);
    expect(await repo.teamsOfStaff([c.id])).toEqual([]);
    expect(await repo.teamsOfStaff([])).toEqual([]);
  });
});
