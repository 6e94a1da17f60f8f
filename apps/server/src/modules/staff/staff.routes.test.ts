import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await signInAs(t.app, 'staff')).token;
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/staffMembers${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { firstName: string; lastName: string; teams: { name: string }[] }[];
    total: number;
  };
};
const names = (body: Awaited<ReturnType<typeof list>>) =>
  body.items.map((s) => `${s.firstName} ${s.lastName}`);

describe('GET /staffMembers', () => {
  it('lists staff sorted by last name with their teams, paged', async () => {
    const all = await list('');
    expect(all.total).toBe(10);
    const page = await list('?take=3&skip=1');
    expect(page.items).toHaveLength(3);
    expect(names(page)).toEqual(names(all).slice(1, 4));
    expect(all.items.find((s) => s.lastName === 'Kasayulie')?.teams.map((x) => x.name)).toEqual([
      'Family Services',
      'Tribal Enrollment',
    ]);
  });

  it('filters by team name, case-insensitively', async () => {
    expect(names(await list('?teamName=family%20services')).sort()).toEqual([
      'Daniel Kasayulie',
      'Martha Nanouk',
      'Rose Evan',
    ]);
  });

  it('filters by organisation role or team role', async () => {
    expect(names(await list('?role=Supervisor')).sort()).toEqual(['Grace John', 'Martha Nanouk']);
    expect(names(await list('?role=team%20lead')).sort()).toEqual([
      'Grace John',
      'Martha Nanouk',
      'Nora Pete',
    ]);
  });

  it('filters by first- and last-name prefix, treating % and _ literally', async () => {
    expect(names(await list('?lastName=kas'))).toEqual(['Daniel Kasayulie']);
    expect(names(await list('?firstName=Ma&lastName=N'))).toEqual(['Martha Nanouk']);
    expect((await list('?lastName=%25')).total).toBe(0);
  });

  it("answers the same combination of filters with each call's own values and page", async () => {
    // The search is prepared once per combination of filters: the values and the page are each call's.
    expect(names(await list('?lastName=kas'))).toEqual(['Daniel Kasayulie']);
    expect(names(await list('?lastName=okp'))).toEqual(['Ada Okpik']);
    const both = await list('?role=team%20lead&take=2&skip=0');
    const second = await list('?role=team%20lead&take=2&skip=1');
    expect(both.total).toBe(3);
    expect(names(second)[0]).toBe(names(both)[1]);
  });

  it('gets one staff member, and 404 for an unknown id', async () => {
    const first = (await list('?lastName=Okpik')).items[0] as unknown as { id: string };
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staffMembers/${first.id}`,
      headers: bearer(token),
    });
    expect(one.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Okpik',
      role: 'Administrator',
      teams: [],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staffMembers/01890000-0000-7000-8000-000000000000',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
