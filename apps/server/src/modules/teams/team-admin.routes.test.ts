import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, teamMemberRoles, teamRoles } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildStaffMember, buildTeam } from '#test/factories.ts';

let t: TestApp;
let admin: string;
let supervisor: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  supervisor = (await signInAs(t.app, 'supervisor')).token;
});
afterAll(() => t.close());

const MISSING = '01890000-0000-7000-8000-000000000000';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  payload?: object,
  token = admin,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const lastActivity = async () =>
  (
    await t.database.db
      .select()
      .from(activityLogs)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(1)
  )[0]!;

const memberIds = (body: { items: { staffMemberId: string }[] }) =>
  body.items.map((m) => m.staffMemberId).sort();

describe('POST /teams', () => {
  it('creates a team without members, lists it and logs who created it', async () => {
    const response = await call('POST', '/teams', {
      name: '  Youth Services ',
      description: 'After-school programs',
    });
    expect(response.statusCode).toBe(201);
    const team = response.json();
    expect(team).toMatchObject({
      name: 'Youth Services',
      description: 'After-school programs',
      isPrivate: false,
      memberCount: 0,
      members: [],
    });
    expect((await call('GET', `/teams/${team.id}`)).json()).toMatchObject({
      id: team.id,
      name: 'Youth Services',
    });
    const list = (await call('GET', '/teams')).json();
    expect(list.items.map((x: { name: string }) => x.name)).toContain('Youth Services');
    expect(await lastActivity()).toMatchObject({
      kind: 'team-created',
      message: 'Created team "Youth Services".',
      detail: { teamId: team.id, name: 'Youth Services', isPrivate: false },
    });
  });

  it('refuses a name another team has, whatever its case, with 409 naming body.name', async () => {
    const response = await call('POST', '/teams', { name: 'FAMILY services' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'team.name_taken',
      detail: expect.stringContaining('"FAMILY services" already exists'),
      errors: [{ field: 'body.name', message: expect.any(String) }],
    });
  });

  it('refuses an empty name and unknown fields with 400 naming them', async () => {
    const empty = await call('POST', '/teams', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'body.name' })]);
    const extra = await call('POST', '/teams', { name: 'Extra', colour: 'red' });
    expect(extra.statusCode).toBe(400);
  });

  it('is for administrators only: a supervisor may read teams but not create one', async () => {
    expect((await call('GET', '/teams', undefined, supervisor)).statusCode).toBe(200);
    const response = await call('POST', '/teams', { name: 'Supervisor team' }, supervisor);
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /teams/{teamId}', () => {
  it('renames a team and changes its flags, logging what changed', async () => {
    const team = await buildTeam(t.database.db, { name: 'Old Name Team' });
    const response = await call('PUT', `/teams/${team.id}`, { name: 'New Name Team', isPrivate: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: team.id, name: 'New Name Team', isPrivate: true });
    expect(new Date(response.json().updatedAt).getTime()).toBeGreaterThan(team.updatedAt.getTime());
    expect(await lastActivity()).toMatchObject({
      kind: 'team-updated',
      message: 'Updated team "New Name Team" (renamed from "Old Name Team"): changed name, isPrivate.',
      detail: {
        teamId: team.id,
        changes: {
          name: { from: 'Old Name Team', to: 'New Name Team' },
          isPrivate: { from: false, to: true },
        },
      },
    });
    const hidden = (await call('GET', '/teams?hidePrivate=true')).json();
    expect(hidden.items.map((x: { id: string }) => x.id)).not.toContain(team.id);
  });

  it("lets a team change the case of its own name, but not take another team's name (409)", async () => {
    const team = await buildTeam(t.database.db, { name: 'Case Team' });
    expect((await call('PUT', `/teams/${team.id}`, { name: 'CASE TEAM' })).statusCode).toBe(200);
    const taken = await call('PUT', `/teams/${team.id}`, { name: 'tribal enrollment' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([expect.objectContaining({ field: 'body.name' })]);
    expect((await call('GET', `/teams/${team.id}`)).json().name).toBe('CASE TEAM');
    // Sending what the team already has changes nothing and logs nothing.
    const logged = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.kind, 'team-updated'));
    const same = await call('PUT', `/teams/${team.id}`, { name: 'CASE TEAM', isPrivate: false });
    expect(same.statusCode).toBe(200);
    expect(same.json().updatedAt).toBe((await call('GET', `/teams/${team.id}`)).json().updatedAt);
    expect(
      await t.database.db.select().from(activityLogs).where(eq(activityLogs.kind, 'team-updated')),
    ).toHaveLength(logged.length);
  });

  it('answers 404 for a team that does not exist and 400 for an empty body', async () => {
    expect((await call('PUT', `/teams/${MISSING}`, { description: 'x' })).statusCode).toBe(404);
    const team = await buildTeam(t.database.db);
    const empty = await call('PUT', `/teams/${team.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'body.name' })]);
  });

  it('answers 405 with Allow listing GET, HEAD and PUT for another method on the team (SPEC §8)', async () => {
    const team = await buildTeam(t.database.db);
    for (const method of ['PATCH', 'DELETE', 'POST'] as const) {
      const response = await call(method, `/teams/${team.id}`);
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, PUT');
      expect(response.json()).toMatchObject({
        code: 'route.method_not_allowed',
        title: 'Method Not Allowed',
      });
    }
  });
});

describe('POST and DELETE /teams/{teamId}/members', () => {
  it('adds members, leaving those already in the team as they are, and answers the members', async () => {
    const a = await buildStaffMember(t.database.db, { firstName: 'Alice', lastName: 'Aaberg' });
    const b = await buildStaffMember(t.database.db, { firstName: 'Bob', lastName: 'Baker' });
    const team = await buildTeam(t.database.db, { members: [{ staffMemberId: a.id }] });
    const response = await call('POST', `/teams/${team.id}/members`, { staffMemberIds: [a.id, b.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect(memberIds(response.json())).toEqual([a.id, b.id].sort());
    expect(response.json().total).toBe(2);
    expect(await lastActivity()).toMatchObject({
      kind: 'team-members-changed',
      message: `Added Bob Baker to team "${team.name}".`,
      detail: { teamId: team.id, added: [b.id] },
    });
    const again = await call('POST', `/teams/${team.id}/members`, { staffMemberIds: [a.id, b.id] });
    expect(again.statusCode).toBe(200);
    expect(memberIds(again.json())).toEqual([a.id, b.id].sort());
    expect((await call('GET', `/teams/${team.id}`)).json().memberCount).toBe(2);
  });

  it('refuses an unknown staff member id by position and adds nobody', async () => {
    const a = await buildStaffMember(t.database.db);
    const team = await buildTeam(t.database.db);
    const response = await call('POST', `/teams/${team.id}/members`, { staffMemberIds: [a.id, MISSING] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.staffMemberIds.1', message: expect.stringContaining(MISSING) },
    ]);
    expect((await call('GET', `/teams/${team.id}`)).json().members).toEqual([]);
  });

  it('removes members with the roles they held in the team', async () => {
    const [caseWorker] = await t.database.db
      .select()
      .from(teamRoles)
      .where(eq(teamRoles.name, 'Case Worker'));
    const a = await buildStaffMember(t.database.db);
    const b = await buildStaffMember(t.database.db);
    const team = await buildTeam(t.database.db, {
      members: [{ staffMemberId: a.id, roleIds: [caseWorker!.id] }, { staffMemberId: b.id }],
    });
    const response = await call('DELETE', `/teams/${team.id}/members`, { staffMemberIds: [a.id] });
    expect(response.statusCode).toBe(200);
    expect(memberIds(response.json())).toEqual([b.id]);
    expect(
      await t.database.db.select().from(teamMemberRoles).where(eq(teamMemberRoles.teamId, team.id)),
    ).toEqual([]);
    expect((await lastActivity()).kind).toBe('team-members-changed');
  });

  it('refuses to remove someone who is not a member, naming them, and removes nobody', async () => {
    const a = await buildStaffMember(t.database.db);
    const outsider = await buildStaffMember(t.database.db);
    const team = await buildTeam(t.database.db, { members: [{ staffMemberId: a.id }] });
    const response = await call('DELETE', `/teams/${team.id}/members`, {
      staffMemberIds: [a.id, outsider.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: expect.stringContaining('not in team'),
      errors: [{ field: 'body.staffMemberIds.1', message: expect.stringContaining(outsider.id) }],
    });
    expect((await call('GET', `/teams/${team.id}`)).json().memberCount).toBe(1);
  });

  it('answers 404 for a team that does not exist, and 400 without staff member ids', async () => {
    const a = await buildStaffMember(t.database.db);
    expect((await call('POST', `/teams/${MISSING}/members`, { staffMemberIds: [a.id] })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/teams/${MISSING}/members`, { staffMemberIds: [a.id] })).statusCode).toBe(
      404,
    );
    const team = await buildTeam(t.database.db);
    const none = await call('POST', `/teams/${team.id}/members`, { staffMemberIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([expect.objectContaining({ field: 'body.staffMemberIds' })]);
  });
});
