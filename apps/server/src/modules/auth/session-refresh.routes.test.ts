import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus } from '@casework/contract';
import { sessions, users } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { DEMO, getSession, sessionIdOf, signInAs, type CookieJar } from '#test/auth-helpers.ts';

/**
 * GET /api/auth/session gives a kept answer again (no cookie decrypted or encrypted) while the session behind it
 * still passes the session check; whatever ends a session ends it on the very next refresh all the same.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refresh = (jar: CookieJar) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: jar.header() } });

describe('session refresh', () => {
  it('answers a repeated refresh with the same session and access token, without encrypting a new cookie', async () => {
    const signedIn = await signInAs(t.app, 'staff');
    const first = await refresh(signedIn.jar);
    const second = await refresh(signedIn.jar);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { email: DEMO.staff }, accessToken: signedIn.token });
      expect(response.headers['cache-control']).toBe('private, no-cache, no-store');
    }
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.body).toBe(first.body);
  });

  it('answers null on the very next refresh once the session is ended elsewhere', async () => {
    const signedIn = await signInAs(t.app, 'participant');
    expect((await refresh(signedIn.jar)).json()).not.toBeNull();
    const sid = sessionIdOf(signedIn.token);
    await t.app.services.auth.endSession(sid, 'sign-out');
    expect(await getSession(t.app, signedIn.jar)).toBeNull();
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row?.endReason).toBe('sign-out');
  });

  it('answers null on the very next refresh once the account is disabled, and ends the session', async () => {
    const signedIn = await signInAs(t.app, 'participant2');
    expect((await refresh(signedIn.jar)).json()).not.toBeNull();
    const userId = (signedIn.session.user as { id: string }).id;
    await t.database.db.update(users).set({ status: AccountStatus.Disabled }).where(eq(users.id, userId));
    try {
      expect(await getSession(t.app, signedIn.jar)).toBeNull();
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(signedIn.token)));
      expect(row?.endReason).toBe('account-disabled');
    } finally {
      await t.database.db.update(users).set({ status: AccountStatus.Active }).where(eq(users.id, userId));
    }
  });

  it('never answers for a cookie it did not issue', async () => {
    const signedIn = await signInAs(t.app, 'admin');
    expect((await refresh(signedIn.jar)).json()).not.toBeNull();
    const issued = /authjs\.session-token=([^;]+)/.exec(signedIn.jar.header())![1]!;
    // One character changed inside the encrypted cookie's protected header.
    const forged = `${issued.slice(0, 20)}${issued[20] === 'A' ? 'B' : 'A'}${issued.slice(21)}`;
    const response = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: `authjs.session-token=${forged}` },
    });
    expect(response.json()).toBeNull();
  });
});
