import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, applications, teams, users } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { applicationsTeamContributor } from './applications.module.ts';

let t: TestApp;
let admin: string;
let adminUserId: string;
let supervisor: string;
let staff: string;
let participant: string;
let teamA: { id: string; name: string };
let teamB: { id: string; name: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  const [account] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.org'));
  adminUserId = account!.id;
  supervisor = (await signInAs(t.app, 'supervisor')).token;
  staff = (await signInAs(t.app, 'staff')).token;
  participant = (await signInAs(t.app, 'participant')).token;
  teamA = await newTeam('Applications test team A');
  teamB = await newTeam('Applications test team B');
});
afterAll(() => t.close());

async function newTeam(name: string) {
  const [row] = await t.database.db.insert(teams).values({ id: uuidv7(), name }).returning();
  return { id: row!.id, name: row!.name };
}

type Method = 'GET' | 'POST' | 'PUT';
const api = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

let counter = 0;
async function create(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const response = await api('POST', '/applications', admin, {
    name: `Test department ${counter}`,
    teamId: teamA.id,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; name: string; isActive: boolean; updatedAt: string }>();
}

const activityFor = (applicationId: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.kind, 'application-changed'))
    .then((rows) => rows.filter((r) => r.detail.applicationId === applicationId));

describe('applications', () => {
  it('an administrator creates one: trimmed, active by default, with its team, and the activity log says who', async () => {
    const response = await api('POST', '/applications', admin, {
      name: '  Housing repair grants  ',
      description: ' Roof and furnace repairs for homeowners ',
      teamId: teamA.id,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Housing repair grants',
      description: 'Roof and furnace repairs for homeowners',
      team: teamA,
      isActive: true,
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const [entry] = await activityFor(created.id);
    expect(entry).toMatchObject({ kind: 'application-changed', participantId: null });
    expect(entry!.actorUserId).toBe(adminUserId);
    expect(entry!.message).toContain('Housing repair grants');
    expect(entry!.message).toContain(teamA.name);
  });

  it('refuses a name that exists in another case with 409 naming body.name; nothing is written', async () => {
    const first = await create({ name: 'Snow removal for elders' });
    const response = await api('POST', '/applications', admin, {
      name: 'SNOW REMOVAL for Elders',
      teamId: teamB.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'application.name_taken',
      errors: [{ field: 'body.name', message: expect.any(String) }],
    });
    const rows = await t.database.db.select().from(applications).where(eq(applications.teamId, teamB.id));
    expect(rows.find((r) => r.name.toLowerCase() === 'snow removal for elders')).toBeUndefined();
    expect(first.name).toBe('Snow removal for elders');
  });

  it('refuses a team that does not exist with 400 naming body.teamId', async () => {
    const response = await api('POST', '/applications', admin, {
      name: 'Orphan department',
      teamId: uuidv7(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('application.team_not_found');
    expect(response.json().errors).toEqual([
      { field: 'body.teamId', message: 'No team with this id exists' },
    ]);
    expect(response.json().detail).toMatch(/No team with id/);
  });

  it('refuses invalid bodies with field errors (empty or long name, unknown fields, bad team id)', async () => {
    const cases: [object, string][] = [
      [{ name: '   ', teamId: teamA.id }, 'body.name'],
      [{ name: 'x'.repeat(101), teamId: teamA.id }, 'body.name'],
      [{ name: 'Fine', teamId: 'not-a-uuid' }, 'body.teamId'],
      [{ name: 'Fine' }, 'body.teamId'],
      [{ name: 'Fine', teamId: teamA.id, description: 'd'.repeat(501) }, 'body.description'],
      [{ name: 'Fine', teamId: teamA.id, colour: 'red' }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await api('POST', '/applications', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('says what to enter when the name is left empty', async () => {
    const response = await api('POST', '/applications', admin, { name: '   ', teamId: teamA.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body.name', message: "Enter the application's name" }]);
  });

  it('only administrators create and change applications', async () => {
    const existing = await create();
    for (const token of [supervisor, staff, participant]) {
      expect((await api('POST', '/applications', token, { name: 'Nope', teamId: teamA.id })).statusCode).toBe(
        403,
      );
      expect((await api('PUT', `/applications/${existing.id}`, token, { name: 'Nope' })).statusCode).toBe(
        403,
      );
    }
  });

  it('updates name, description, team and active flag; records what changed', async () => {
    const app = await create({ name: 'Tribal scholarship help' });
    const response = await api('PUT', `/applications/${app.id}`, admin, {
      name: 'Higher education scholarships',
      teamId: teamB.id,
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: app.id,
      name: 'Higher education scholarships',
      team: teamB,
      isActive: false,
    });
    expect(Date.parse(response.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(app.updatedAt));
    const entries = await activityFor(app.id);
    const update = entries.find((e) => e.detail.action === 'updated')!;
    expect(update.message).toBe(
      `Updated application "Tribal scholarship help": renamed to "Higher education scholarships"; now answered by ${teamB.name}; deactivated.`,
    );
    expect(update.detail.changes).toEqual({
      name: { from: 'Tribal scholarship help', to: 'Higher education scholarships' },
      teamId: { from: teamA.id, to: teamB.id },
      isActive: { from: true, to: false },
    });
  });

  it('a rename to its own name in another case is allowed; to another application’s name is 409', async () => {
    const one = await create({ name: 'Food bank referrals' });
    const other = await create({ name: 'Burial assistance' });
    const recased = await api('PUT', `/applications/${one.id}`, admin, { name: 'Food Bank Referrals' });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().name).toBe('Food Bank Referrals');
    const taken = await api('PUT', `/applications/${other.id}`, admin, { name: 'food bank referrals' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].field).toBe('body.name');
  });

  it('PUT: 404 for an unknown application, 400 for an unknown team, an empty body or a bad id', async () => {
    expect((await api('PUT', `/applications/${uuidv7()}`, admin, { name: 'Anything' })).statusCode).toBe(404);
    const app = await create();
    const team = await api('PUT', `/applications/${app.id}`, admin, { teamId: uuidv7() });
    expect(team.statusCode).toBe(400);
    expect(team.json().errors[0].field).toBe('body.teamId');
    const empty = await api('PUT', `/applications/${app.id}`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('body.name');
    const badId = await api('PUT', '/applications/123', admin, { name: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('params.applicationId');
  });

  it('participants only ever see active applications; staff see all, or active ones when they ask', async () => {
    const active = await create({ name: 'Energy assistance test' });
    const inactive = await create({ name: 'Retired program test', isActive: false });
    const idsFor = async (token: string, query = '') => {
      const response = await api('GET', `/applications${query}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(response.json().items.length);
      return response.json().items.map((a: { id: string }) => a.id) as string[];
    };
    for (const query of ['', '?activeOnly=false', '?activeOnly=0']) {
      const seen = await idsFor(participant, query);
      expect(seen).toContain(active.id);
      expect(seen).not.toContain(inactive.id);
    }
    expect(await idsFor(staff)).toEqual(expect.arrayContaining([active.id, inactive.id]));
    expect(await idsFor(supervisor, '?activeOnly=false')).toContain(inactive.id);
    const activeOnly = await idsFor(staff, '?activeOnly=true');
    expect(activeOnly).toContain(active.id);
    expect(activeOnly).not.toContain(inactive.id);
    const list = (await api('GET', '/applications', staff)).json().items as { name: string; team: object }[];
    const names = list.map((a) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list.find((a) => a.name === 'Energy assistance test')!.team).toEqual(teamA);
  });

  it("never tells a participant which team answers: a private team's name stays hidden", async () => {
    const [hidden] = await t.database.db
      .insert(teams)
      .values({ id: uuidv7(), name: 'Behavioral Health private test', isPrivate: true })
      .returning();
    const application = await create({ name: 'Counselling test', teamId: hidden!.id });

    const response = await api('GET', '/applications', participant);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Behavioral Health private test');
    expect(response.body).not.toContain(hidden!.id);
    const seen = (response.json().items as Record<string, unknown>[]).find((a) => a.id === application.id);
    expect(seen).toMatchObject({ name: 'Counselling test', description: '', isActive: true });
    expect(seen).not.toHaveProperty('team');

    // Staff still see the team that answers.
    const forStaff = (await api('GET', '/applications', staff)).json().items as {
      id: string;
      team: object;
    }[];
    expect(forStaff.find((a) => a.id === application.id)!.team).toEqual({
      id: hidden!.id,
      name: 'Behavioral Health private test',
    });
  });

  it('refuses an activeOnly that is not a boolean', async () => {
    const response = await api('GET', '/applications?activeOnly=maybe', staff);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('querystring.activeOnly');
  });

  it('deleting a team with a swap moves its applications: the contributor counts and moves them by team id', async () => {
    const from = await newTeam('Applications swap source');
    const to = await newTeam('Applications swap target');
    const one = await create({ teamId: from.id });
    const two = await create({ teamId: from.id, isActive: false });
    const db = t.database.db;
    expect(await applicationsTeamContributor.count(db, from.id)).toBe(2);
    expect(await applicationsTeamContributor.count(db, to.id)).toBe(0);
    const moved = await db.transaction((tx) => applicationsTeamContributor.move(tx, from.id, to.id));
    expect(moved).toBe(2);
    expect(await applicationsTeamContributor.count(db, from.id)).toBe(0);
    expect(await applicationsTeamContributor.count(db, to.id)).toBe(2);
    const list = (await api('GET', '/applications', admin)).json().items as { id: string; team: object }[];
    expect(list.filter((a) => a.id === one.id || a.id === two.id).map((a) => a.team)).toEqual([to, to]);
  });

  it('registers its contributor with the app, so the team swap finds it', () => {
    expect(t.app.services.teamDataContributors.map((c) => c.kind)).toContain('applications');
  });
});
