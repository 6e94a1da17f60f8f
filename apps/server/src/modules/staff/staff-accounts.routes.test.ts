import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, sessions, users } from '#src/db/schema/index.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError } from '#src/platform/errors/app-error.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, getSession, signIn, signInAs } from '#test/auth-helpers.ts';
import { createStaffAccountsService } from './staff-accounts.service.ts';

let t: TestApp;
let admin: string;
let adminStaffMemberId: string;
let teamId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  adminStaffMemberId = (await call('GET', '/auth/me')).json().staffMemberId;
  teamId = (await call('GET', '/teams')).json().items[0].id;
});
afterAll(() => t.close());

const MISSING = '01890000-0000-7000-8000-000000000000';
const PASSWORD = 'a long enough password 42';

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

const newEmail = () => `member-${randomUUID().slice(0, 8)}@example.org`;

/** Signs in through Auth.js; the bearer token, or null when the sign-in is refused. */
async function tokenFor(email: string, password: string): Promise<string | null> {
  const result = await signIn(t.app, email, password);
  if (String(result.body.url).includes('error=')) return null;
  return String((await getSession(t.app, result.jar))?.accessToken);
}

async function createMember(overrides: Record<string, unknown> = {}) {
  const email = newEmail();
  const response = await call('POST', '/staffMembers', {
    email,
    firstName: 'Nina',
    lastName: 'Nukapigak',
    role: 'Staff',
    password: PASSWORD,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, ...(response.json() as { staffMember: { id: string }; temporaryPassword?: string }) };
}

const activityOf = async (kind: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.kind, kind))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id));

/** No activity entry anywhere holds a password or an argon2 hash. */
async function expectNoSecretsInActivity(...passwords: string[]) {
  const all = JSON.stringify(await t.database.db.select().from(activityLogs));
  for (const password of passwords) expect(all).not.toContain(password);
  expect(all).not.toContain('$argon2');
}

const countUsers = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('POST /staffMembers', () => {
  it('creates an account with its staff member record and teams; the new member signs in', async () => {
    const email = newEmail();
    const response = await call('POST', '/staffMembers', {
      email,
      firstName: ' Nina ',
      lastName: 'Nukapigak',
      role: 'Supervisor',
      password: PASSWORD,
      teamIds: [teamId],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      staffMember: {
        id: expect.any(String),
        firstName: 'Nina',
        lastName: 'Nukapigak',
        email,
        role: 'Supervisor',
        isActive: true,
        teams: [{ id: teamId, name: expect.any(String) }],
      },
    });
    expect(response.body).not.toContain(PASSWORD);
    expect((await call('GET', `/staffMembers/${body.staffMember.id}`)).json()).toEqual(body.staffMember);

    const token = await tokenFor(email.toUpperCase(), PASSWORD);
    expect(token).not.toBeNull();
    const me = (await call('GET', '/auth/me', undefined, token!)).json();
    expect(me).toMatchObject({ staffMemberId: body.staffMember.id, roles: ['Supervisor'], kind: 'staff' });

    const [entry] = await activityOf('staff-account-created');
    expect(entry).toMatchObject({
      message: expect.stringContaining(`Created the Supervisor account of Nina Nukapigak (${email})`),
      detail: expect.objectContaining({ staffMemberId: body.staffMember.id, passwordGenerated: false }),
    });
    await expectNoSecretsInActivity(PASSWORD);
  });

  it('without a password generates a strong one, answers it once, and it signs in', async () => {
    const { email, temporaryPassword, staffMember } = await createMember({ password: undefined });
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await tokenFor(email, temporaryPassword!)).not.toBeNull();
    expect((await call('GET', `/staffMembers/${staffMember.id}`)).body).not.toContain(temporaryPassword!);
    await expectNoSecretsInActivity(temporaryPassword!);
  });

  it('refuses an e-mail another account has, whatever its case, with 409 naming body.email', async () => {
    const before = await countUsers();
    const response = await call('POST', '/staffMembers', {
      email: 'STAFF@example.org',
      firstName: 'Again',
      lastName: 'Daniel',
      role: 'Staff',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'staff.email_taken',
      errors: [{ field: 'body.email', message: expect.any(String) }],
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a short password, an unknown team and a Participant role with 400 naming the field', async () => {
    const before = await countUsers();
    const base = { email: newEmail(), firstName: 'A', lastName: 'B', role: 'Staff' };
    const short = await call('POST', '/staffMembers', { ...base, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.objectContaining({ field: 'body.password' })]);
    const team = await call('POST', '/staffMembers', { ...base, teamIds: [teamId, MISSING] });
    expect(team.statusCode).toBe(400);
    expect(team.json().errors).toEqual([
      { field: 'body.teamIds.1', message: expect.stringContaining(MISSING) },
    ]);
    const participant = await call('POST', '/staffMembers', { ...base, role: 'Participant' });
    expect(participant.statusCode).toBe(400);
    expect(participant.json().errors).toEqual([expect.objectContaining({ field: 'body.role' })]);
    expect(await countUsers()).toBe(before);
  });

  it('checks the password with the sign-in rules: the demo password is refused in production', async () => {
    const service = createStaffAccountsService({
      db: t.database.db,
      config: { env: 'production' },
      sessions: t.app.services.auth,
      staff: t.app.services.staff,
    });
    const attempt = service.createStaffAccount(null, {
      email: newEmail(),
      firstName: 'Demo',
      lastName: 'Password',
      role: 'Staff',
      password: 'Casework!demo1',
      teamIds: [],
    });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      errors: [expect.objectContaining({ field: 'body.password' })],
    });
  });
});

describe('PUT /staffMembers/{id}', () => {
  it("changes names and the organisation role, which applies on the member's next request", async () => {
    const { email, staffMember } = await createMember();
    const token = (await tokenFor(email, PASSWORD))!;
    expect((await call('GET', '/teams', undefined, token)).statusCode).toBe(200);
    expect((await call('POST', '/teams', { name: `Not yet ${randomUUID()}` }, token)).statusCode).toBe(403);

    const response = await call('PUT', `/staffMembers/${staffMember.id}`, {
      lastName: 'Ahgeak',
      role: 'Administrator',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Nina', lastName: 'Ahgeak', role: 'Administrator' });
    expect((await call('POST', '/teams', { name: `Now allowed ${randomUUID()}` }, token)).statusCode).toBe(
      201,
    );
    const [entry] = await activityOf('staff-account-updated');
    expect(entry!.detail).toEqual({
      staffMemberId: staffMember.id,
      changes: {
        lastName: { from: 'Nukapigak', to: 'Ahgeak' },
        role: { from: 'Staff', to: 'Administrator' },
      },
    });
  });

  it('refuses an administrator removing their own Administrator role (400)', async () => {
    const response = await call('PUT', `/staffMembers/${adminStaffMemberId}`, { role: 'Staff' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.role' })]);
    expect((await call('GET', `/staffMembers/${adminStaffMemberId}`)).json().role).toBe('Administrator');
    // Their own names they may change.
    expect((await call('PUT', `/staffMembers/${adminStaffMemberId}`, { firstName: 'Ada' })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown staff member and 400 for an empty body', async () => {
    expect((await call('PUT', `/staffMembers/${MISSING}`, { firstName: 'X' })).statusCode).toBe(404);
    const empty = await call('PUT', `/staffMembers/${adminStaffMemberId}`, {});
    expect(empty.statusCode).toBe(400);
  });
});

describe('the last active Administrator', () => {
  it('cannot be demoted or deactivated (409), even by an administrator demoted at the same moment', async () => {
    // Two administrators; each acts on the other. The second acts with a principal read before the first change
    // committed, as a request racing the first one would.
    const admins = (await call('GET', '/staffMembers?role=Administrator')).json().items as { id: string }[];
    for (const { id } of admins.filter((a) => a.id !== adminStaffMemberId))
      expect((await call('PUT', `/staffMembers/${id}`, { role: 'Staff' })).statusCode).toBe(200);
    const other = await createMember({ role: 'Administrator' });
    const otherUserId = (await t.database.db.select().from(users).where(eq(users.email, other.email)))[0]!.id;
    const stale: Principal = {
      userId: otherUserId,
      sessionId: null,
      kind: 'staff',
      role: 'Administrator',
      email: other.email,
      staffMemberId: other.staffMember.id,
      participantId: null,
    };
    expect((await call('PUT', `/staffMembers/${other.staffMember.id}`, { role: 'Staff' })).statusCode).toBe(
      200,
    );

    const accounts = t.app.services.staffAccounts;
    const demote = accounts.updateStaffMember(stale, adminStaffMemberId, { role: 'Supervisor' });
    await expect(demote).rejects.toBeInstanceOf(AppError);
    await expect(demote).rejects.toMatchObject({ status: 409, code: 'staff.last_administrator' });
    await expect(accounts.setStatus(stale, adminStaffMemberId, false)).rejects.toMatchObject({ status: 409 });
    expect((await call('GET', `/staffMembers/${adminStaffMemberId}`)).json()).toMatchObject({
      role: 'Administrator',
      isActive: true,
    });
  });
});

describe('PUT /staffMembers/{id}/status', () => {
  it("deactivating ends the member's sessions at once; activating lets them sign in again", async () => {
    const { email, staffMember } = await createMember();
    const token = (await tokenFor(email, PASSWORD))!;
    expect((await call('GET', '/auth/me', undefined, token)).statusCode).toBe(200);

    const response = await call('PUT', `/staffMembers/${staffMember.id}/status`, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: staffMember.id, isActive: false });

    const next = await call('GET', '/auth/me', undefined, token);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('auth.session_ended');
    const userId = (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
    const open = await t.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.userId} = ${userId} and ${sessions.endedAt} is null`);
    expect(open).toEqual([]);
    expect(await tokenFor(email, PASSWORD)).toBeNull();
    expect((await activityOf('staff-status-changed'))[0]).toMatchObject({
      message: 'Deactivated the account of Nina Nukapigak and ended their sessions.',
      detail: { staffMemberId: staffMember.id, from: 1, to: 0 },
    });

    const back = await call('PUT', `/staffMembers/${staffMember.id}/status`, { isActive: true });
    expect(back.json()).toMatchObject({ isActive: true });
    expect(await tokenFor(email, PASSWORD)).not.toBeNull();
  });

  it('refuses deactivating yourself (400) and answers 404 for an unknown member', async () => {
    const self = await call('PUT', `/staffMembers/${adminStaffMemberId}/status`, { isActive: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([expect.objectContaining({ field: 'body.isActive' })]);
    expect((await call('GET', '/auth/me')).statusCode).toBe(200);
    expect((await call('PUT', `/staffMembers/${MISSING}/status`, { isActive: false })).statusCode).toBe(404);
  });
});

describe('POST /staffMembers/{id}/password-reset', () => {
  it("sets the given password and ends the member's sessions; only the new password signs in", async () => {
    const { email, staffMember } = await createMember();
    const token = (await tokenFor(email, PASSWORD))!;
    const NEW = 'a brand new password 77';
    const response = await call('POST', `/staffMembers/${staffMember.id}/password-reset`, { password: NEW });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ staffMember: expect.objectContaining({ id: staffMember.id }) });
    expect((await call('GET', '/auth/me', undefined, token)).statusCode).toBe(401);
    expect(await tokenFor(email, PASSWORD)).toBeNull();
    expect(await tokenFor(email, NEW)).not.toBeNull();
    expect((await activityOf('staff-password-reset'))[0]).toMatchObject({
      detail: { staffMemberId: staffMember.id, passwordGenerated: false },
    });
    await expectNoSecretsInActivity(NEW, PASSWORD);
  });

  it('without a password generates one, answers it once, and it signs in', async () => {
    const { email, staffMember } = await createMember();
    const response = await call('POST', `/staffMembers/${staffMember.id}/password-reset`, {});
    expect(response.statusCode).toBe(200);
    const { temporaryPassword } = response.json();
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await tokenFor(email, temporaryPassword)).not.toBeNull();
    await expectNoSecretsInActivity(temporaryPassword);
  });

  it('refuses a short password (400 naming body.password) and answers 404 for an unknown member', async () => {
    const { staffMember } = await createMember();
    const short = await call('POST', `/staffMembers/${staffMember.id}/password-reset`, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([expect.objectContaining({ field: 'body.password' })]);
    expect((await call('POST', `/staffMembers/${MISSING}/password-reset`, {})).statusCode).toBe(404);
  });
});
