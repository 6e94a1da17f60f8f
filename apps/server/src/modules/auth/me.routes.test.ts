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
  it('a staff request checks its session and reads its teams in one statement, the same teams as a fresh read', async () => {
    const { token } = await signInAs(t.app, 'staff');
    let fromSession: unknown;
    let staffMemberId: string | null = null;
    const sent = await captureStatements(t.database, async (logged) => {
      const services = createServices(t.config, { ...t.database, db: logged });
      const principal = await services.auth.authenticateBearer(token);
      staffMemberId = principal.staffMemberId;
      fromSession = await services.teams.membershipsOfCaller(principal);
    });
    expect(sent).toHaveLength(1);
    const services = createServices(t.config, t.database);
    const fresh = await services.teams.membershipsOf(staffMemberId!);
    expect(fresh.map((team) => team.name)).toEqual(['Family Services', 'Tribal Enrollment']);
    expect(fromSession).toEqual(fresh);
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
