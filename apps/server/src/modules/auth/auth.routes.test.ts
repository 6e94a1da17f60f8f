import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import {
  CookieJar,
  DEMO,
  bearer,
  getSession,
  sessionIdOf,
  signIn,
  signInAs,
  signOut,
} from '#test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('sign-in with the demo accounts', () => {
  it.each(Object.entries(DEMO))('signs in %s and gets the session object of SPEC §3', async (who, email) => {
    const result = await signIn(t.app, email);
    expect(result.status).toBe(200);
    expect(result.body.url).not.toContain('error=');
    const session = await getSession(t.app, result.jar);
    expect(session).toMatchObject({
      accessToken: expect.any(String),
      accessTokenExpiry: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      signoutURL: '/sign-in?error=SessionRequired',
      apiBaseUrl: '/api/v1',
      user: { email },
    });
    if (who.startsWith('participant')) expect(session!.participantId).toEqual(expect.any(String));
    else expect(session).not.toHaveProperty('participantId');
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await signIn(t.app, 'nobody@example.org', 'Casework!demo1');
    const wrong = await signIn(t.app, DEMO.staff, 'not-the-password');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body.url).toContain('error=CredentialsSignin');
    expect(wrong.body.url).toBe(unknown.body.url);
    expect(await getSession(t.app, wrong.jar)).toBeNull();
  });

  it('refuses a sign-in without the CSRF token and opens no session', async () => {
    const jar = new CookieJar();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      payload: new URLSearchParams({ email: DEMO.admin, password: 'Casework!demo1' }).toString(),
    });
    jar.store(response.headers['set-cookie'] as string[]);
    expect(String(response.json().url)).toContain('error=');
    expect(await getSession(t.app, jar)).toBeNull();
  });

  it('sets HttpOnly, SameSite=Lax session cookies', async () => {
    const result = await signIn(t.app, DEMO.staff);
    const cookies = [result.headers['set-cookie']].flat().map(String);
    const sessionCookie = cookies.find((c) => c.startsWith('authjs.session-token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
  });

  it('gives a new session id at every sign-in', async () => {
    const first = await signInAs(t.app, 'staff');
    const second = await signInAs(t.app, 'staff');
    expect(sessionIdOf(first.token)).not.toBe(sessionIdOf(second.token));
  });
});

describe('sign-in lockout', () => {
  it('answers 429 with Retry-After after 5 failures in 15 minutes, whatever X-Forwarded-For says', async () => {
    const email = DEMO.supervisor;
    for (let i = 0; i < 5; i += 1) expect((await signIn(t.app, email, `wrong-${i}`)).status).toBe(200);
    const locked = await signIn(t.app, email);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toMatchObject({
      status: 429,
      title: expect.any(String),
      detail: expect.stringContaining('Try again'),
    });

    const csrf = await t.app.inject({ method: 'GET', url: '/api/auth/csrf' });
    const jar = new CookieJar();
    jar.store(csrf.headers['set-cookie'] as string[]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: {
        cookie: jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
        'x-auth-return-redirect': '1',
        'x-forwarded-for': '203.0.113.77',
      },
      payload: new URLSearchParams({
        csrfToken: csrf.json().csrfToken,
        email: email.toUpperCase(),
        password: 'Casework!demo1',
      }).toString(),
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe('sessions are rows in the database', () => {
  it('refuses the access token once the user signs out, and the session cookie no longer works', async () => {
    const { token, jar } = await signInAs(t.app, 'staff');
    expect((await me(token)).statusCode).toBe(200);
    const out = await signOut(t.app, jar);
    expect(out.statusCode).toBe(200);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('auth.session_ended');
    expect(await getSession(t.app, jar)).toBeNull();
  });

  it('ends every session of an account when it is disabled', async () => {
    const { token, jar } = await signInAs(t.app, 'participant2');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, DEMO.participant2));
    await t.database.db.update(users).set({ status: 0 }).where(eq(users.id, user!.id));
    try {
      expect((await me(token)).statusCode).toBe(401);
      expect(await getSession(t.app, jar)).toBeNull();
      expect((await signIn(t.app, DEMO.participant2)).body.url).toContain('error=CredentialsSignin');
    } finally {
      await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, user!.id));
    }
  });

  it.each([
    ['idle for 30 minutes', { lastSeenAt: sql`now() - interval '31 minutes'` }, 'idle-timeout'],
    [
      'past its absolute lifetime of 12 hours, even when active',
      { expiresAt: sql`now() - interval '1 second'` },
      'absolute-timeout',
    ],
  ] as const)('ends a session %s', async (_label, change, reason) => {
    const { token } = await signInAs(t.app, 'participant');
    const sid = sessionIdOf(token);
    await t.database.db.update(sessions).set(change).where(eq(sessions.id, sid));
    expect((await me(token)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row?.endReason).toBe(reason);
  });

  it('keeps the access token while more than 10 minutes remain', async () => {
    const { jar, session } = await signInAs(t.app, 'staff');
    const again = await getSession(t.app, jar);
    expect(again!.accessToken).toBe(session.accessToken);
  });
});

describe('access tokens', () => {
  it.each([
    ['the placeholder of SPEC §6', 'Bearer UNDEFINED TOKEN'],
    ['a forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['an unknown scheme', 'Token abc'],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s with 401 problem details', async (_label, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 401,
      title: 'Unauthorized',
      requestId: expect.any(String),
    });
  });

  it('accepts HTTP Basic credentials (SPEC §7) and refuses wrong ones', async () => {
    const basic = (s: string) => ({ authorization: `Basic ${Buffer.from(s).toString('base64')}` });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: basic(`${DEMO.admin}:Casework!demo1`),
    });
    expect(ok.json().roles).toEqual(['Administrator']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: basic(`${DEMO.admin}:nope`),
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('short-lived access tokens', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await buildTestApp({ ACCESS_TOKEN_MINUTES: '5' });
  });
  afterAll(() => short.close());

  it('mints a new access token on the session call when fewer than 10 minutes remain', async () => {
    const { jar, session } = await signInAs(short.app, 'staff');
    await new Promise((r) => setTimeout(r, 1100));
    const again = await getSession(short.app, jar);
    expect(again!.accessToken).not.toBe(session.accessToken);
    expect(Date.parse(String(again!.accessTokenExpiry))).toBeGreaterThan(
      Date.parse(String(session.accessTokenExpiry)),
    );
    const response = await short.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(String(again!.accessToken)),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('production mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://casework.example.org' });
  });
  afterAll(() => prod.close());

  it('refuses the demo password', async () => {
    const result = await signIn(prod.app, DEMO.admin);
    expect(String(result.body.url)).toContain('error=CredentialsSignin');
  });

  it('marks cookies Secure when served over https', async () => {
    const csrf = await prod.app.inject({ method: 'GET', url: '/api/auth/csrf' });
    const cookies = [csrf.headers['set-cookie']].flat().map(String);
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
  });
});

describe('OIDC for staff', () => {
  let oidc: TestApp;
  beforeAll(async () => {
    oidc = await buildTestApp({
      OIDC_ISSUER: 'https://login.example.org/realms/casework',
      OIDC_CLIENT_ID: 'casework',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_NAME: 'Agency sign-on',
    });
  });
  afterAll(() => oidc.close());

  it('lists the OIDC provider beside credentials only when configured', async () => {
    const on = (await oidc.app.inject({ url: '/api/auth/providers' })).json();
    expect(on.oidc).toMatchObject({ id: 'oidc', name: 'Agency sign-on', type: 'oidc' });
    const off = (await t.app.inject({ url: '/api/auth/providers' })).json();
    expect(Object.keys(off)).toEqual(['credentials']);
  });

  it('lets the sign-in form post to the identity provider (CSP form-action)', async () => {
    const csp = String((await oidc.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toMatch(/form-action 'self' https:\/\/login\.example\.org/);
  });
});
