import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, signInFailures, users } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { DEMO, bearer, getSession, signIn, signInAs } from '#test/auth-helpers.ts';
import { AccountEmailTakenError, createStaffAccountsRepository } from './staff-accounts.repository.ts';

/** PUT /staffMembers/{id} with `email`: an administrator corrects the address a staff member signs in with. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
});
afterAll(() => t.close());

const PASSWORD = 'a long enough password 42';
const newEmail = () => `member-${randomUUID().slice(0, 8)}@example.org`;

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

/** Signs in through Auth.js; the bearer token, or null when the sign-in is refused. */
async function tokenFor(email: string, password = PASSWORD): Promise<string | null> {
  const result = await signIn(t.app, email, password);
  if (result.status !== 200 || String(result.body.url).includes('error=')) return null;
  return String((await getSession(t.app, result.jar))?.accessToken);
}

async function createMember() {
  const email = newEmail();
  const response = await call('POST', '/staffMembers', {
    email,
    firstName: 'Nina',
    lastName: 'Nukapigak',
    role: 'Staff',
    password: PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, id: (response.json() as { staffMember: { id: string } }).staffMember.id };
}

const updates = () =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.kind, 'staff-account-updated'))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id));

const emailOf = async (id: string) => (await call('GET', `/staffMembers/${id}`)).json().email as string;

describe('PUT /staffMembers/{id} with a new e-mail', () => {
  it('changes the sign-in address: the new one signs in, the old one no longer does', async () => {
    const member = await createMember();
    const corrected = newEmail();
    const response = await call('PUT', `/staffMembers/${member.id}`, { email: ` ${corrected} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, email: corrected, firstName: 'Nina' });
    expect(await emailOf(member.id)).toBe(corrected);

    const token = await tokenFor(corrected.toUpperCase());
    expect(token).not.toBeNull();
    expect((await call('GET', '/auth/me', undefined, token!)).json()).toMatchObject({
      staffMemberId: member.id,
      email: corrected,
    });
    expect(await tokenFor(member.email)).toBeNull();
  });

  it('keeps the member signed in: their session belongs to the account, not to its address', async () => {
    const member = await createMember();
    const token = (await tokenFor(member.email))!;
    expect((await call('PUT', `/staffMembers/${member.id}`, { email: newEmail() })).statusCode).toBe(200);
    const me = await call('GET', '/auth/me', undefined, token);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(await emailOf(member.id));
  });

  it('writes the old and the new address to the activity log, as a name change is written', async () => {
    const member = await createMember();
    const corrected = newEmail();
    await call('PUT', `/staffMembers/${member.id}`, { email: corrected, lastName: 'Ahgeak' });
    const [entry] = await updates();
    expect(entry).toMatchObject({
      message: `Updated the account of Nina Nukapigak: email from "${member.email}" to "${corrected}", lastName from "Nukapigak" to "Ahgeak".`,
      detail: {
        staffMemberId: member.id,
        changes: {
          email: { from: member.email, to: corrected },
          lastName: { from: 'Nukapigak', to: 'Ahgeak' },
        },
      },
    });
  });

  it('takes a change of capital letters in their own address, and writes nothing for the same address', async () => {
    const member = await createMember();
    const before = (await updates()).length;
    expect((await call('PUT', `/staffMembers/${member.id}`, { email: member.email })).statusCode).toBe(200);
    expect((await updates()).length).toBe(before);

    const capitalised = member.email.replace('member', 'Member');
    const response = await call('PUT', `/staffMembers/${member.id}`, { email: capitalised });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().email).toBe(capitalised);
    expect((await updates()).length).toBe(before + 1);
  });

  it("refuses another account's address, whatever its case, with 409 at body.email; nothing changes", async () => {
    const member = await createMember();
    const before = (await updates()).length;
    const taken = DEMO.supervisor.toUpperCase();
    const response = await call('PUT', `/staffMembers/${member.id}`, { email: taken, firstName: 'Changed' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'staff.email_taken',
      detail: `Another account already uses ${taken}. Enter a different e-mail address.`,
      errors: [{ field: 'body.email', message: expect.stringContaining(`already uses ${taken}`) }],
    });
    expect((await call('GET', `/staffMembers/${member.id}`)).json()).toMatchObject({
      email: member.email,
      firstName: 'Nina',
    });
    expect((await updates()).length).toBe(before);
    expect(await tokenFor(member.email)).not.toBeNull();
  });

  it('refuses an address the e-mail rule refuses with 400 naming body.email; nothing changes', async () => {
    const member = await createMember();
    for (const email of ['nina@example', 'nina..n@example.org', 'nina', '']) {
      const response = await call('PUT', `/staffMembers/${member.id}`, { email, firstName: 'Changed' });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.email' })]);
    }
    expect((await call('GET', `/staffMembers/${member.id}`)).json()).toMatchObject({
      email: member.email,
      firstName: 'Nina',
    });
  });

  it('is refused to supervisors and staff (403); nothing changes', async () => {
    const member = await createMember();
    for (const who of ['supervisor', 'staff'] as const) {
      const { token } = await signInAs(t.app, who);
      const response = await call('PUT', `/staffMembers/${member.id}`, { email: newEmail() }, token);
      expect(response.statusCode, who).toBe(403);
    }
    expect(await emailOf(member.id)).toBe(member.email);
  });
});

describe('the sign-in lockout when the address changes', () => {
  const fail = async (email: string, times: number) => {
    for (let i = 0; i < times; i += 1) await signIn(t.app, email, `wrong password ${i}`);
  };

  it('follows the account: failures at the old address still lock the new one', async () => {
    const member = await createMember();
    await fail(member.email, 5);
    const corrected = newEmail();
    expect((await call('PUT', `/staffMembers/${member.id}`, { email: corrected })).statusCode).toBe(200);
    expect((await signIn(t.app, corrected, PASSWORD)).status).toBe(429);
  });

  it('forgets failures at the new address from before it was the account’s, so its owner can sign in', async () => {
    // The person tried their real address while the account still had the mistyped one.
    const member = await createMember();
    const corrected = newEmail();
    await fail(corrected, 5);
    expect((await signIn(t.app, corrected, PASSWORD)).status).toBe(429);
    expect((await call('PUT', `/staffMembers/${member.id}`, { email: corrected })).statusCode).toBe(200);
    expect(await tokenFor(corrected)).not.toBeNull();
  });

  it('keeps the failures when only the capital letters change', async () => {
    const member = await createMember();
    await fail(member.email, 5);
    const capitalised = member.email.replace('member', 'MEMBER');
    expect((await call('PUT', `/staffMembers/${member.id}`, { email: capitalised })).statusCode).toBe(200);
    const left = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInFailures)
      .where(eq(signInFailures.email, member.email));
    expect(left[0]!.n).toBe(5);
    expect((await signIn(t.app, capitalised, PASSWORD)).status).toBe(429);
  });
});

describe('the unique e-mail index', () => {
  it('turns a clash the check missed (two changes at once) into AccountEmailTakenError', async () => {
    const member = await createMember();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    const change = createStaffAccountsRepository(t.database.db).updateUser(user!.id, {
      email: DEMO.staff.toUpperCase(),
    });
    await expect(change).rejects.toBeInstanceOf(AccountEmailTakenError);
  });
});
