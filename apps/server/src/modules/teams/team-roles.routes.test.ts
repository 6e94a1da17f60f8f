import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, teamRoles } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildStaffMember, buildTeam } from '#test/factories.ts';

let t: TestApp;
let admin: string;
const roles: Record<string, string> = {};
const teams: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  for (const role of await t.database.db.select().from(teamRoles)) roles[role.name] = role.id;
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/teams', headers: bearer(admin) });
  for (const team of list.json().items as { id: string; name: string }[]) teams[team.name] = team.id;
});
afterAll(() => t.close());

const MISSING = '01890000-0000-7000-8000-000000000000';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const lastActivity = async () =>
  (
    await t.database.db
      .select()
      .from(activityLogs)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(1)
  )[0]!;

const rolesIn = (
  body: { items: { staffMemberId: string; roles: { name: string }[] }[] },
  staffMemberId: string,
) =>
  body.items
    .find((m) => m.staffMemberId === staffMemberId)
    ?.roles.map((r) => r.name)
    .sort();

describe('POST and PUT /teams/roles', () => {
  it('creates a role with its permissions, lists it and logs it', async () => {
    const response = await call('POST', '/teams/roles', {
      name: 'Intake Clerk',
      description: 'Answers first messages',
      permissions: ['TeamInbox.Access', 'TeamInbox.Access', 'Directory.Edit'],
    });
    expect(response.statusCode).toBe(201);
    const role = response.json();
    expect(role).toMatchObject({ name: 'Intake Clerk', permissions: ['Directory.Edit', 'TeamInbox.Access'] });
    const list = (await call('GET', '/teams/roles')).json();
    expect(list.items).toContainEqual(role);
    expect(await lastActivity()).toMatchObject({
      kind: 'team-roles-changed',
      // The permissions by the names the role dialog gives them, never their codes.
      message:
        'Created team role "Intake Clerk" granting the permissions "Edit the service directory" and "Team inbox access".',
    });
  });

  it('refuses a taken name whatever its case (409 naming body.name) and an unknown permission (400)', async () => {
    const taken = await call('POST', '/teams/roles', { name: 'case WORKER' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'team_role.name_taken',
      errors: [{ field: 'body.name', message: expect.any(String) }],
    });
    const unknown = await call('POST', '/teams/roles', { name: 'Wizard', permissions: ['Everything.All'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'body.permissions.0' })]);
  });

  it('renames a role and changes its permissions; 409 for a taken name, 404 for an unknown role', async () => {
    const role = (await call('POST', '/teams/roles', { name: 'Temporary Role' })).json();
    expect(role.permissions).toEqual([]);
    const response = await call('PUT', `/teams/roles/${role.id}`, {
      name: 'Seasonal Helper',
      permissions: ['TeamInbox.Access'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: role.id,
      name: 'Seasonal Helper',
      permissions: ['TeamInbox.Access'],
    });
    expect(await lastActivity()).toMatchObject({
      kind: 'team-roles-changed',
      message:
        'Updated team role "Seasonal Helper" (renamed from "Temporary Role"), now granting the permission "Team inbox access".',
    });
    const taken = await call('PUT', `/teams/roles/${role.id}`, { name: 'Observer' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([expect.objectContaining({ field: 'body.name' })]);
    expect((await call('PUT', `/teams/roles/${MISSING}`, { description: 'x' })).statusCode).toBe(404);
  });
});

describe('POST and DELETE /teams/roles/{roleId}/members', () => {
  it("grants a role to members of a team and takes it away, answering the team's members", async () => {
    const a = await buildStaffMember(t.database.db);
    const b = await buildStaffMember(t.database.db);
    const team = await buildTeam(t.database.db, {
      members: [{ staffMemberId: a.id, roleIds: [roles.Observer!] }, { staffMemberId: b.id }],
    });
    const granted = await call('POST', `/teams/roles/${roles['Team Lead']!}/members`, {
      teamId: team.id,
      staffMemberIds: [a.id, b.id],
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().total).toBe(2);
    expect(rolesIn(granted.json(), a.id)).toEqual(['Observer', 'Team Lead']);
    expect(rolesIn(granted.json(), b.id)).toEqual(['Team Lead']);
    expect(await lastActivity()).toMatchObject({
      kind: 'team-roles-changed',
      message: expect.stringContaining(`Granted team role "Team Lead" in team "${team.name}"`),
    });
    // Granting again changes nothing.
    const again = await call('POST', `/teams/roles/${roles['Team Lead']!}/members`, {
      teamId: team.id,
      staffMemberIds: [a.id],
    });
    expect(rolesIn(again.json(), a.id)).toEqual(['Observer', 'Team Lead']);

    const revoked = await call('DELETE', `/teams/roles/${roles['Team Lead']!}/members`, {
      teamId: team.id,
      staffMemberIds: [a.id],
    });
    expect(revoked.statusCode).toBe(200);
    expect(rolesIn(revoked.json(), a.id)).toEqual(['Observer']);
    expect(rolesIn(revoked.json(), b.id)).toEqual(['Team Lead']);
    expect(await lastActivity()).toMatchObject({
      kind: 'team-roles-changed',
      message: expect.stringContaining(`Took team role "Team Lead" in team "${team.name}" away from`),
      detail: { revoked: [a.id] },
    });
  });

  it('refuses someone who is not in the team, naming them, and grants nobody', async () => {
    const member = await buildStaffMember(t.database.db);
    const outsider = await buildStaffMember(t.database.db);
    const team = await buildTeam(t.database.db, { members: [{ staffMemberId: member.id }] });
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await call(method, `/teams/roles/${roles['Case Worker']!}/members`, {
        teamId: team.id,
        staffMemberIds: [member.id, outsider.id],
      });
      expect(response.statusCode, method).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'body.staffMemberIds.1', message: expect.stringContaining(outsider.id) },
      ]);
    }
    expect((await call('GET', `/teams/${team.id}`)).json().members[0].roles).toEqual([]);
  });

  it('answers 404 for an unknown role or team', async () => {
    const member = await buildStaffMember(t.database.db);
    const team = await buildTeam(t.database.db, { members: [{ staffMemberId: member.id }] });
    const unknownRole = await call('POST', `/teams/roles/${MISSING}/members`, {
      teamId: team.id,
      staffMemberIds: [member.id],
    });
    expect(unknownRole.statusCode).toBe(404);
    expect(unknownRole.json().detail).toContain('team role');
    const unknownTeam = await call('DELETE', `/teams/roles/${roles['Case Worker']!}/members`, {
      teamId: MISSING,
      staffMemberIds: [member.id],
    });
    expect(unknownTeam.statusCode).toBe(404);
    expect(unknownTeam.json().detail).toContain('team');
  });
});

describe('a permission change takes effect on the next request', () => {
  it('shows TeamInbox.Access in /auth/me right after an administrator grants Team Lead, and not after removal', async () => {
    const staff = await signInAs(t.app, 'staff');
    const me = async () => {
      const response = await call('GET', '/auth/me', undefined, staff.token);
      expect(response.statusCode).toBe(200);
      return response.json() as {
        permissions: string[];
        teams: { name: string; roles: string[]; permissions: string[] }[];
      };
    };
    const staffMemberId = (await call('GET', '/auth/me', undefined, staff.token)).json()
      .staffMemberId as string;
    const body = (payload: object) => ({ staffMemberIds: [staffMemberId], ...payload });

    // Daniel (staff@) holds TeamInbox.Access through Case Worker and Directory.Edit through Directory Editor in
    // Family Services: take both away first.
    for (const role of ['Case Worker', 'Directory Editor'])
      await call(
        'DELETE',
        `/teams/roles/${roles[role]!}/members`,
        body({ teamId: teams['Family Services'] }),
      );
    expect((await me()).permissions).toEqual([]);

    const grant = await call(
      'POST',
      `/teams/roles/${roles['Team Lead']!}/members`,
      body({ teamId: teams['Tribal Enrollment'] }),
    );
    expect(grant.statusCode).toBe(200);
    const granted = await me();
    expect(granted.permissions).toEqual(['TeamInbox.Access']);
    expect(granted.teams.find((x) => x.name === 'Tribal Enrollment')).toMatchObject({
      roles: expect.arrayContaining(['Team Lead', 'Observer']),
      permissions: ['TeamInbox.Access'],
    });

    const revoke = await call(
      'DELETE',
      `/teams/roles/${roles['Team Lead']!}/members`,
      body({ teamId: teams['Tribal Enrollment'] }),
    );
    expect(revoke.statusCode).toBe(200);
    expect((await me()).permissions).toEqual([]);

    // A role's own permissions changing applies the same way: Observer now opens the team inbox.
    await call('PUT', `/teams/roles/${roles.Observer!}`, { permissions: ['TeamInbox.Access'] });
    expect((await me()).teams.find((x) => x.name === 'Tribal Enrollment')?.permissions).toEqual([
      'TeamInbox.Access',
    ]);
    await call('PUT', `/teams/roles/${roles.Observer!}`, { permissions: [] });
    expect((await me()).permissions).toEqual([]);
  });
});
