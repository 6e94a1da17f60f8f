import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '#src/db/client.ts';
import { activityLogs, teamRoles } from '#src/db/schema/index.ts';
import { AppError } from '#src/platform/errors/app-error.ts';
import type { TeamDataContributor } from '#src/platform/modules.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildStaffMember, buildTeam } from '#test/factories.ts';

let t: TestApp;
let admin: string;
const roles: Record<string, string> = {};

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A module's rows that belong to a team, moved by the contributor below: stands in for threads, templates, ... */
const probeContributor: TeamDataContributor = {
  kind: 'probeRows',
  count: async (db, teamId) =>
    (
      await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from swap_probe_rows where team_id = ${teamId}`,
      )
    )[0]!.n,
  move: async (tx, fromTeamId, toTeamId) =>
    (
      await rowsOf(
        tx,
        sql`update swap_probe_rows set team_id = ${toTeamId} where team_id = ${fromTeamId} returning id`,
      )
    ).length,
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  for (const role of await t.database.db.select().from(teamRoles)) roles[role.name] = role.id;
  await t.database.db.execute(
    sql`create table swap_probe_rows (id serial primary key, team_id uuid not null references teams (id))`,
  );
  // A table whose rows point to a team but that no module moves: deleting such a team must be refused.
  await t.database.db.execute(
    sql`create table swap_orphan_rows (id serial primary key, team_id uuid not null references teams (id))`,
  );
  // Added after the app was built, as feature modules add theirs while registering: read at each swap.
  t.app.services.teamDataContributors.push(probeContributor);
});
afterAll(() => t.close());

const MISSING = '01890000-0000-7000-8000-000000000000';

const swap = (deletingTeamId: string, teamId: string, dryRun = false) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/teams/${deletingTeamId}/swap-data-to/${teamId}${dryRun ? '?dryRun=true' : ''}`,
    headers: bearer(admin),
  });

/** Row counts of every table in the database. */
async function countEveryTable(): Promise<Record<string, number>> {
  const tables = await rowsOf<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    );
    counts[table_name] = row!.n;
  }
  return counts;
}

/** Tables whose row count changed, with the change. */
function changed(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.keys({ ...before, ...after })
      .filter((table) => before[table] !== after[table])
      .map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
  );
}

const probeRowsOf = async (teamId: string) =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from swap_probe_rows where team_id = ${teamId}`,
    )
  )[0]!.n;

const getTeam = (teamId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}`, headers: bearer(admin) });

/**
 * Team "deleting": Xena (Case Worker), Yuri (Case Worker, Team Lead), Wren (no role), 2 probe rows.
 * Team "receiving": Yuri (Team Lead), Zack (Observer), 1 probe row.
 */
async function twoTeams() {
  const db = t.database.db;
  const x = await buildStaffMember(db, { firstName: 'Xena', lastName: 'Xavier' });
  const y = await buildStaffMember(db, { firstName: 'Yuri', lastName: 'Young' });
  const w = await buildStaffMember(db, { firstName: 'Wren', lastName: 'West' });
  const z = await buildStaffMember(db, { firstName: 'Zack', lastName: 'Zeller' });
  const deleting = await buildTeam(db, {
    members: [
      { staffMemberId: x.id, roleIds: [roles['Case Worker']!] },
      { staffMemberId: y.id, roleIds: [roles['Case Worker']!, roles['Team Lead']!] },
      { staffMemberId: w.id },
    ],
  });
  const receiving = await buildTeam(db, {
    members: [
      { staffMemberId: y.id, roleIds: [roles['Team Lead']!] },
      { staffMemberId: z.id, roleIds: [roles.Observer!] },
    ],
  });
  await db.execute(
    sql`insert into swap_probe_rows (team_id) values (${deleting.id}), (${deleting.id}), (${receiving.id})`,
  );
  return { deleting, receiving, x, y, w, z };
}

describe('DELETE /teams/{deletingTeamId}/swap-data-to/{teamId}', () => {
  it("moves memberships (merging roles) and every contributor's rows, then deletes the team, and nothing else", async () => {
    const { deleting, receiving, x, y, w, z } = await twoTeams();
    const before = await countEveryTable();

    const response = await swap(deleting.id, receiving.id);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      dryRun: false,
      deletedTeam: { id: deleting.id, name: deleting.name },
      receivingTeam: { id: receiving.id, name: receiving.name },
    });
    expect(result.moved).toMatchObject({ memberships: 3, probeRows: 2 });
    // Every other registered contributor (threads, applications, ...) had nothing of these teams to move.
    for (const [kind, n] of Object.entries(result.moved))
      if (kind !== 'memberships' && kind !== 'probeRows') expect(n, kind).toBe(0);

    // The team row, Yuri's duplicate membership and duplicate Team Lead grant go; one activity entry comes.
    expect(changed(before, await countEveryTable())).toEqual({
      teams: -1,
      team_members: -1,
      team_member_roles: -1,
      activity_logs: 1,
    });
    expect((await getTeam(deleting.id)).statusCode).toBe(404);
    expect(await probeRowsOf(receiving.id)).toBe(3);

    const members = (await getTeam(receiving.id)).json().members as {
      staffMemberId: string;
      roles: { name: string }[];
    }[];
    const rolesOf = (id: string) =>
      members
        .find((m) => m.staffMemberId === id)
        ?.roles.map((r) => r.name)
        .sort();
    expect(members).toHaveLength(4);
    expect(rolesOf(x.id)).toEqual(['Case Worker']);
    expect(rolesOf(y.id)).toEqual(['Case Worker', 'Team Lead']);
    expect(rolesOf(w.id)).toEqual([]);
    expect(rolesOf(z.id)).toEqual(['Observer']);

    const [entry] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.kind, 'team-deleted'))
      .orderBy(desc(activityLogs.createdAt))
      .limit(1);
    expect(entry!.message).toContain(`Deleted team "${deleting.name}"`);
    expect(entry!.message).toContain(`to team "${receiving.name}"`);
    // In words, leaving out what had nothing to move.
    expect(entry!.message).toContain('(3 team memberships, 2 probe rows).');
    expect(entry!.message).not.toMatch(/\b0 /);
    expect(entry!.detail).toEqual({
      deletedTeam: { id: deleting.id, name: deleting.name },
      receivingTeam: { id: receiving.id, name: receiving.name },
      moved: result.moved,
    });
  });

  it('with dryRun=true answers the same counts and changes nothing', async () => {
    const { deleting, receiving } = await twoTeams();
    const before = await countEveryTable();
    const dry = await swap(deleting.id, receiving.id, true);
    expect(dry.statusCode).toBe(200);
    expect(await countEveryTable()).toEqual(before);
    expect((await getTeam(deleting.id)).json().memberCount).toBe(3);

    const real = await swap(deleting.id, receiving.id);
    expect(real.statusCode).toBe(200);
    expect(dry.json()).toEqual({ ...real.json(), dryRun: true });
  });

  it('refuses moving a team to itself (400), to a missing team or from a missing team (404)', async () => {
    const { deleting } = await twoTeams();
    const before = await countEveryTable();
    const itself = await swap(deleting.id, deleting.id);
    expect(itself.statusCode).toBe(400);
    expect(itself.json().errors).toEqual([expect.objectContaining({ field: 'params.teamId' })]);
    expect((await swap(deleting.id, MISSING)).statusCode).toBe(404);
    expect((await swap(deleting.id, MISSING, true)).statusCode).toBe(404);
    const missingDeleting = await swap(MISSING, deleting.id);
    expect(missingDeleting.statusCode).toBe(404);
    expect(missingDeleting.json().detail).toContain(MISSING);
    expect(await countEveryTable()).toEqual(before);
  });

  it('changes nothing when a contributor fails part-way: one transaction', async () => {
    const { deleting, receiving } = await twoTeams();
    const failing: TeamDataContributor = {
      kind: 'failing',
      count: async () => 0,
      move: async () => {
        throw new AppError(409, 'test.refused', 'This contributor refuses to move anything.');
      },
    };
    t.app.services.teamDataContributors.push(failing);
    try {
      const before = await countEveryTable();
      const response = await swap(deleting.id, receiving.id);
      expect(response.statusCode).toBe(409);
      expect(await countEveryTable()).toEqual(before);
      expect(await probeRowsOf(deleting.id)).toBe(2);
      expect((await getTeam(deleting.id)).json().memberCount).toBe(3);
    } finally {
      t.app.services.teamDataContributors.splice(t.app.services.teamDataContributors.indexOf(failing), 1);
    }
  });

  it('refuses (409) and changes nothing when rows no module moves still point to the team', async () => {
    const { deleting, receiving } = await twoTeams();
    await t.database.db.execute(sql`insert into swap_orphan_rows (team_id) values (${deleting.id})`);
    const before = await countEveryTable();
    const response = await swap(deleting.id, receiving.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'team.still_referenced',
      detail: expect.stringContaining(deleting.name),
    });
    expect(await countEveryTable()).toEqual(before);
    expect(await probeRowsOf(deleting.id)).toBe(2);
  });
});
