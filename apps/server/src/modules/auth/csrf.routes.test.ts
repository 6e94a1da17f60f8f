import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { CookieJar, DEMO, bearer, getSession, signInAs } from '#test/auth-helpers.ts';
import { changedTables, databaseFingerprint } from '#test/db-fingerprint.ts';
import { DEMO_PASSWORD } from './passwords.ts';

/**
 * Issue 9, "CSRF". Only the Auth.js endpoints read the session cookie; the JSON API reads the Authorization header
 * alone. So: every state-changing route that a cookie can drive (any non-GET route open without a bearer token)
 * refuses a missing, wrong or foreign CSRF token and changes nothing, and every other state-changing route ignores
 * the cookie (401, nothing changed), which is why the API needs no CSRF token. Both lists come from the routes the
 * app registers, so a new cookie route cannot slip through.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Open, non-GET routes that take no cookie and so need no CSRF token, each with the reason. */
const NO_COOKIE_AUTHORITY: Record<string, string> = {
  'POST /api/auth/_log':
    'writes a client log line only; it reads no cookie and opens, ends or changes nothing',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const stateChanging = () => t.app.routeTable.filter((r) => !SAFE_METHODS.has(r.method));
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Non-GET routes that are open without a bearer token: the only ones a session cookie could drive. */
const cookieRoutes = () =>
  stateChanging().filter((r) => r.policy?.access === 'public' && !NO_COOKIE_AUTHORITY[key(r)]);

const concrete = (url: string) => url.replace(':provider', 'credentials');

async function freshCsrf(jar: CookieJar): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/csrf',
    headers: { cookie: jar.header() },
  });
  jar.store(response.headers['set-cookie'] as string[]);
  return response.json<{ csrfToken: string }>().csrfToken;
}

type TokenVariant = 'no' | 'a wrong' | "another browser's";

/** The csrfToken a forged form would carry: none, made up, or a real one issued to a different cookie jar. */
async function forgedToken(variant: TokenVariant): Promise<string | undefined> {
  if (variant === 'no') return undefined;
  if (variant === 'a wrong') return 'forged-csrf-token-0123456789abcdef';
  return freshCsrf(new CookieJar());
}

function formPost(url: string, jar: CookieJar, csrfToken: string | undefined) {
  const form = new URLSearchParams({ email: DEMO.admin, password: DEMO_PASSWORD, callbackUrl: '/' });
  if (csrfToken !== undefined) form.set('csrfToken', csrfToken);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      'x-auth-return-redirect': '1',
    },
    payload: form.toString(),
  });
}

const setsSessionCookie = (setCookie: unknown) =>
  [setCookie ?? []].flat().some((c) => /^authjs\.session-token=[^;]/.test(String(c)));

const VARIANTS: TokenVariant[] = ['no', 'a wrong', "another browser's"];

describe('state-changing cookie routes refuse a bad CSRF token and change nothing', () => {
  it('finds the cookie routes among the registered routes (sign-in, callback, sign-out)', () => {
    const found = cookieRoutes().map(key);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signin/:provider',
        'POST /api/auth/callback/:provider',
        'POST /api/auth/signout',
      ]),
    );
    const stale = Object.keys(NO_COOKIE_AUTHORITY).filter((k) => !stateChanging().some((r) => key(r) === k));
    expect(stale, 'exemptions for routes that no longer exist').toEqual([]);
  });

  it.each(VARIANTS)(
    'a signed-out browser posting with %s CSRF token to every cookie route opens no session',
    async (variant) => {
      const failures: string[] = [];
      for (const route of cookieRoutes()) {
        const jar = new CookieJar();
        await freshCsrf(jar);
        const before = await databaseFingerprint(t.database);
        const response = await formPost(concrete(route.url), jar, await forgedToken(variant));
        const changed = changedTables(before, await databaseFingerprint(t.database));
        const label = `${key(route)} (${variant} token, signed out)`;
        if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode}`);
        if (setsSessionCookie(response.headers['set-cookie']))
          failures.push(`${label}: set a session cookie`);
        if (changed.length > 0) failures.push(`${label}: changed ${changed.join(', ')}`);
        jar.store(response.headers['set-cookie'] as string[]);
        if ((await getSession(t.app, jar)) !== null) failures.push(`${label}: a session is open`);
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(VARIANTS)(
    'a signed-in browser posting with %s CSRF token to every cookie route keeps its session',
    async (variant) => {
      const failures: string[] = [];
      for (const route of cookieRoutes()) {
        const { jar, token } = await signInAs(t.app, 'participant');
        const cookiesBefore = jar.header();
        const before = await databaseFingerprint(t.database);
        const response = await formPost(concrete(route.url), jar, await forgedToken(variant));
        const changed = changedTables(before, await databaseFingerprint(t.database));
        const label = `${key(route)} (${variant} token, signed in)`;
        if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode}`);
        if (changed.length > 0) failures.push(`${label}: changed ${changed.join(', ')}`);
        jar.store(response.headers['set-cookie'] as string[]);
        if (
          !jar.header().includes(cookiesBefore.split('; ').find((c) => c.startsWith('authjs.session-token'))!)
        )
          failures.push(`${label}: the session cookie was replaced or cleared`);
        const session = await getSession(t.app, jar);
        if (session?.user === undefined) failures.push(`${label}: the cookie session ended`);
        const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
        if (me.statusCode !== 200)
          failures.push(`${label}: the bearer token stopped working (${me.statusCode})`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('a cross-site GET (SameSite=Lax sends the cookie) to every open GET route changes nothing and ends no session', async () => {
    const gets = t.app.routeTable.filter(
      (r) => r.method === 'GET' && r.policy?.access === 'public' && r.url.startsWith('/api/auth/'),
    );
    expect(gets.map(key)).toContain('GET /api/auth/signout');
    const { jar, token } = await signInAs(t.app, 'participant');
    const failures: string[] = [];
    for (const route of gets) {
      const before = await databaseFingerprint(t.database);
      const response = await t.app.inject({
        method: 'GET',
        url: `${concrete(route.url)}?callbackUrl=%2F&email=${encodeURIComponent(DEMO.admin)}`,
        headers: { cookie: jar.header(), 'sec-fetch-site': 'cross-site' },
      });
      const changed = changedTables(before, await databaseFingerprint(t.database));
      if (response.statusCode >= 500) failures.push(`${key(route)}: ${response.statusCode}`);
      if (changed.length > 0) failures.push(`${key(route)}: changed ${changed.join(', ')}`);
      jar.store(response.headers['set-cookie'] as string[]);
    }
    expect(failures).toEqual([]);
    expect(await getSession(t.app, jar)).toMatchObject({ user: { email: DEMO.participant } });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('(control) the same requests with the right token do sign in and sign out, and the fingerprint sees it', async () => {
    const jar = new CookieJar();
    const csrfToken = await freshCsrf(jar);
    const before = await databaseFingerprint(t.database);
    const signedIn = await formPost('/api/auth/callback/credentials', jar, csrfToken);
    expect(changedTables(before, await databaseFingerprint(t.database))).toContain('sessions');
    jar.store(signedIn.headers['set-cookie'] as string[]);
    expect(await getSession(t.app, jar)).toMatchObject({ user: { email: DEMO.admin } });
    const out = await formPost('/api/auth/signout', jar, await freshCsrf(jar));
    jar.store(out.headers['set-cookie'] as string[]);
    expect(await getSession(t.app, jar)).toBeNull();
  });
});

describe('the JSON API ignores the session cookie, which is why it needs no CSRF token', () => {
  it('answers every state-changing API call that carries only a signed-in cookie with 401 and changes nothing', async () => {
    const { jar } = await signInAs(t.app, 'admin');
    const csrfToken = await freshCsrf(jar);
    const apiRoutes = stateChanging().filter((r) => r.policy?.access !== 'public');
    expect(apiRoutes.length).toBeGreaterThan(50);
    const before = await databaseFingerprint(t.database);
    const failures: string[] = [];
    for (const route of apiRoutes) {
      const url = route.url.replace(/:([A-Za-z]+)/g, '0190c3d4-0000-7000-8000-000000000001');
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: jar.header(), 'x-csrf-token': csrfToken },
        ...(route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 401) failures.push(`${key(route)}: ${response.statusCode}`);
    }
    expect(failures, 'routes that accepted the session cookie').toEqual([]);
    expect(changedTables(before, await databaseFingerprint(t.database))).toEqual([]);
  });
});
