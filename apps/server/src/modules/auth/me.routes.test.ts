import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '#src/app.ts';
import { teamRoles } from '#src/db/schema/index.ts';
import { captureStatements } from '#src/db/statement-capture.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/v1/auth/me', () => {
  it('gives a team member the teams, role names and permissions (TeamInbox.Access, Directory.Edit) from their team roles', async () => {
    const { token } = await signInAs(t.app, 'staff');
    const body = await me(token);
    expect(body.roles).toEqual(['Staff']);
    expect(body.permissions).toEqual(['Directory.Edit', 'TeamInbox.Access']);
    expect(body.teams).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Family Services',
          roles: ['Case Worker', 'Directory Editor'],
          permissions: ['Directory.Edit', 'TeamInbox.Access'],
        }),
        expect.objectContaining({ name: 'Tribal Enrollment', roles: ['Observer'], permissions: [] }),
      ]),
    );
  });

  it('gives a participant the Participant role, their participant id and no teams', async () => {
    const { token, session } = await signInAs(t.app, 'participant');
    const body = await me(token);
    expect(body).toMatchObject({ roles: ['Participant'], teams: [], permissions: [], kind: 'participant' });
    expect(body.participantId).toBe(session.participantId);
  });

  it('applies a permission change on the very next request', async () => {
    const { token } = await signInAs(t.app, 'staff');
    await t.database.db
      .update(teamRoles)
      .set({ permissions: sql`'{}'::text[]` })
      .where(eq(teamRoles.name, 'Case Worker'));
    try {
      expect((await me(token)).permissions).toEqual(['Directory.Edit']);
    } finally {
      await t.database.db
        .update(teamRoles)
        .set({ permissions: ['TeamInbox.Access'] })
        .where(eq(teamRoles.name, 'Case Worker'));
    }
    expect((await me(token)).permissions).toEqual(['Directory.Edit', 'TeamInbox.Access']);
  });
});

describe("the caller's teams, read with the session", () => {
  /** What a staff caller's session check sends, and the teams membershipsOfCaller then gives. */
  const checkAsStaff = async (callerTeams: boolean | undefined) => {
    const { token } = await signInAs(t.app, 'staff');
    let fromCaller: unknown;
    let staffMemberId: string | null = null;
    const sent = await captureStatements(t.database, async (logged) => {
      const services = createServices(t.config, { ...t.database, db: logged });
      const principal = await services.auth.authenticateBearer(
        token,
        callerTeams === undefined ? undefined : { callerTeams },
      );
      staffMemberId = principal.staffMemberId;
      fromCaller = await services.teams.membershipsOfCaller(principal);
    });
    const fresh = await createServices(t.config, t.database).teams.membershipsOf(staffMemberId!);
    expect(fresh.map((team) => team.name)).toEqual(['Family Services', 'Tribal Enrollment']);
    expect(fromCaller).toEqual(fresh);
    return sent.map((statement) => statement.text);
  };

  it('a staff request whose route reads the teams checks its session and reads them in one statement, the same teams as a fresh read', async () => {
    const sent = await checkAsStaff(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/"team_members"/);
  });

  it('a staff request whose route does not read the teams checks its session without them', async () => {
    for (const callerTeams of [undefined, false]) {
      const sent = await checkAsStaff(callerTeams);
      // The session check alone, then the teams read afresh by the handler that asked after all.
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/from "sessions"/);
      expect(sent[0]).not.toMatch(/team_members/);
      expect(sent[1]).toMatch(/"team_members"/);
    }
  });

  it("marks the routes whose handlers read the caller's teams, and leaves the others alone", () => {
    const marked = (method: string, url: string) => {
      const route = t.app.routeTable.find((r) => r.method === method && r.url === url);
      expect(route, `${method} ${url}`).toBeDefined();
      return route!.callerTeams;
    };
    // Threads, their files and quick messages decide access through the caller's teams; so do directory writes.
    const reading = t.app.routeTable.filter((r) =>
      /^\/api\/v1\/(threads|messages|message-templates|message-template-categories)\b/.test(r.url),
    );
    expect(reading.length).toBeGreaterThan(20);
    for (const route of reading) expect(route.callerTeams, `${route.method} ${route.url}`).toBe(true);
    expect(marked('GET', '/api/v1/auth/me')).toBe(true);
    expect(marked('POST', '/api/v1/services')).toBe(true);
    expect(marked('PUT', '/api/v1/services/:serviceId')).toBe(true);
    // Reads that need no teams: the session check does not read them.
    for (const url of [
      '/api/v1/services',
      '/api/v1/services/:serviceId',
      '/api/v1/teams',
      '/api/v1/staffMembers',
    ])
      expect(marked('GET', url), url).toBe(false);
    expect(marked('GET', '/api/v1/participants')).toBe(false);
    expect(marked('GET', '/api/auth/session')).toBe(false);
    expect(marked('POST', '/api/v1/service-recommendations')).toBe(false);
  });

  it('a participant request reads no teams', async () => {
    const { token } = await signInAs(t.app, 'participant');
    const sent = await captureStatements(t.database, async (logged) => {
      const services = createServices(t.config, { ...t.database, db: logged });
      const principal = await services.auth.authenticateBearer(token);
      expect(await services.teams.membershipsOfCaller(principal)).toEqual([]);
    });
    expect(sent).toHaveLength(1);
  });
});
