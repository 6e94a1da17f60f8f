import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await signInAs(t.app, 'supervisor')).token;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('teams', () => {
  it('lists every team with its member count and private flag, by name', async () => {
    const body = (await get('/api/v1/teams')).json();
    expect(body.total).toBe(5);
    expect(body.items.map((x: { name: string }) => x.name)).toEqual([
      'Behavioral Health',
      'Elders Program',
      'Family Services',
      'Housing & Energy Assistance',
      'Tribal Enrollment',
    ]);
    expect(body.items.find((x: { name: string }) => x.name === 'Family Services')).toMatchObject({
      memberCount: 3,
      isPrivate: false,
    });
  });

  it('leaves out private teams with hidePrivate=true', async () => {
    const body = (await get('/api/v1/teams?hidePrivate=true')).json();
    expect(body.items.some((x: { isPrivate: boolean }) => x.isPrivate)).toBe(false);
    expect(body.total).toBe(4);
  });

  it('refuses hidePrivate values that are not booleans, naming the field', async () => {
    const response = await get('/api/v1/teams?hidePrivate=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'querystring.hidePrivate' })]);
  });

  it('gets a team with members and their team roles', async () => {
    const list = (await get('/api/v1/teams')).json();
    const family = list.items.find((x: { name: string }) => x.name === 'Family Services');
    const team = (await get(`/api/v1/teams/${family.id}`)).json();
    expect(team.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          firstName: 'Martha',
          lastName: 'Nanouk',
          roles: [expect.objectContaining({ name: 'Team Lead' })],
        }),
        expect.objectContaining({
          firstName: 'Daniel',
          lastName: 'Kasayulie',
          roles: [
            expect.objectContaining({ name: 'Case Worker' }),
            expect.objectContaining({ name: 'Directory Editor' }),
          ],
        }),
      ]),
    );
  });

  it('answers 404 problem details for a team that does not exist', async () => {
    const response = await get('/api/v1/teams/01890000-0000-7000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'resource.not_found', title: 'Not Found' });
  });

  it('answers 405 Method Not Allowed with Allow for a method the team get does not allow (SPEC §8)', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/teams/01890000-0000-7000-8000-000000000000',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expect(response.json()).toMatchObject({ title: 'Method Not Allowed', code: 'route.method_not_allowed' });
  });

  it('lists team roles with the permissions they grant', async () => {
    const body = (await get('/api/v1/teams/roles')).json();
    expect(body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Case Worker', permissions: ['TeamInbox.Access'] }),
        expect.objectContaining({ name: 'Observer', permissions: [] }),
      ]),
    );
  });
});
