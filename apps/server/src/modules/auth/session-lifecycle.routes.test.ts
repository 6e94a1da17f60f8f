import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#src/db/schema/index.ts';
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
  type DemoIdentity,
} from '#test/auth-helpers.ts';

/**
 * Issue 9, "Sessions": every way a session ends (idle, absolute lifetime, sign-out, the account disabled) ends the
 * cookie session AND the bearer token at once, for staff and participants; a sign-in always opens a new session
 * (no session fixation).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'authjs.session-token';

async function bearerStatus(app: TestApp['app'], token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) })).statusCode;
}

/** Checks that neither the cookie nor the bearer token still works, in the given order (the first check must not be what ends it). */
async function expectBothEnded(
  app: TestApp['app'],
  who: { token: string; jar: CookieJar },
  cookieFirst: boolean,
) {
  if (cookieFirst) {
    expect(await getSession(app, who.jar), 'cookie session').toBeNull();
    expect(await bearerStatus(app, who.token), 'bearer token').toBe(401);
  } else {
    expect(await bearerStatus(app, who.token), 'bearer token').toBe(401);
    expect(await getSession(app, who.jar), 'cookie session').toBeNull();
  }
}

async function endReasonOf(sessionId: string): Promise<string | null | undefined> {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row?.endReason;
}

const TIMEOUTS = [
  [
    'idle for longer than the idle timeout',
    { lastSeenAt: sql`now() - interval '31 minutes'` },
    'idle-timeout',
  ],
  [
    'past its absolute lifetime, even when active',
    { expiresAt: sql`now() - interval '1 second'` },
    'absolute-timeout',
  ],
] as const;
const CAST: DemoIdentity[] = ['staff', 'participant'];

describe('timeouts end the cookie session and the bearer token at once', () => {
  for (const who of CAST) {
    for (const [label, change, reason] of TIMEOUTS) {
      it.each([
        ['the cookie checked first', true],
        ['the bearer checked first', false],
      ])(`ends a ${who} session ${label} (%s)`, async (_order, cookieFirst) => {
        const signedIn = await signInAs(t.app, who);
        expect(await bearerStatus(t.app, signedIn.token)).toBe(200);
        const sid = sessionIdOf(signedIn.token);
        await t.database.db.update(sessions).set(change).where(eq(sessions.id, sid));
        await expectBothEnded(t.app, signedIn, cookieFirst);
        expect(await endReasonOf(sid)).toBe(reason);
      });
    }
  }
});

describe('timeouts follow SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS', () => {
  let short: TestApp;
  beforeAll(async () => {
    // Idle 3 s (the idle clock is touched at most once a minute, so it runs from sign-in here).
    short = await buildTestApp({ SESSION_IDLE_MINUTES: '0.05', SESSION_ABSOLUTE_HOURS: '2' });
  });
  afterAll(() => short.close());

  it('ends a participant session idle for longer than the configured minutes, cookie and bearer', async () => {
    const signedIn = await signInAs(short.app, 'participant');
    expect(signedIn.token).toMatch(/\./);
    await new Promise((resolve) => setTimeout(resolve, 3_300));
    await expectBothEnded(short.app, signedIn, true);
    const [row] = await short.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(signedIn.token)));
    expect(row?.endReason).toBe('idle-timeout');
  });

  it('gives a session the configured absolute lifetime in the database and in the cookie', async () => {
    const started = Date.now();
    const signedIn = await signInAs(short.app, 'staff');
    const [row] = await short.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(signedIn.token)));
    const lifetimeMs = row!.expiresAt.getTime() - started;
    expect(lifetimeMs).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(2 * 3_600_000 + 60_000);
    expect(Date.parse(String(signedIn.session.expires)) - started).toBeLessThanOrEqual(
      2 * 3_600_000 + 60_000,
    );
  });
});

describe('sign-out ends the cookie session and the bearer token at once', () => {
  it.each(CAST)('for %s, and leaves the other sessions of the same account open', async (who) => {
    const other = await signInAs(t.app, who);
    const signedIn = await signInAs(t.app, who);
    expect((await signOut(t.app, signedIn.jar)).statusCode).toBe(200);
    await expectBothEnded(t.app, signedIn, false);
    expect(await endReasonOf(sessionIdOf(signedIn.token))).toBe('sign-out');
    expect(await bearerStatus(t.app, other.token)).toBe(200);
    expect(await getSession(t.app, other.jar)).not.toBeNull();
  });
});

describe('disabling an account ends its cookie sessions and bearer tokens at once', () => {
  it('for a staff member deactivated by an administrator', async () => {
    const admin = bearer((await signInAs(t.app, 'admin')).token);
    const first = await signInAs(t.app, 'staff');
    const second = await signInAs(t.app, 'staff');
    const staff = await t.app.inject({ url: '/api/v1/staffMembers?lastName=Kasayulie', headers: admin });
    const staffMemberId = String(staff.json().items[0].id);
    const status = (isActive: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/staffMembers/${staffMemberId}/status`,
        headers: admin,
        payload: { isActive },
      });
    expect((await status(false)).statusCode).toBe(200);
    try {
      await expectBothEnded(t.app, first, true);
      await expectBothEnded(t.app, second, false);
      expect(await endReasonOf(sessionIdOf(first.token))).toBe('account-disabled');
      expect((await signIn(t.app, DEMO.staff)).body.url).toContain('error=CredentialsSignin');
    } finally {
      expect((await status(true)).statusCode).toBe(200);
    }
  });

  it('for a participant disabled by staff', async () => {
    const staff = bearer((await signInAs(t.app, 'supervisor')).token);
    const first = await signInAs(t.app, 'participant2');
    const second = await signInAs(t.app, 'participant2');
    const url = `/api/v1/participants/${String(first.session.participantId)}`;
    const setStatus = (status: number) =>
      t.app.inject({ method: 'PUT', url, headers: staff, payload: { status } });
    expect((await setStatus(0)).statusCode).toBe(200);
    try {
      await expectBothEnded(t.app, first, true);
      await expectBothEnded(t.app, second, false);
      expect(await endReasonOf(sessionIdOf(first.token))).toBe('participant-disabled');
    } finally {
      expect((await setStatus(1)).statusCode).toBe(200);
    }
  });
});

describe('a sign-in always opens a new session (no session fixation)', () => {
  it.each(CAST)(
    'a %s signing in with a session cookie planted by someone else gets a new session, and the planted cookie stays the planter’s',
    async (who) => {
      const planter = await signInAs(t.app, 'participant2');
      const planted = planter.jar.header();
      const plantedSid = sessionIdOf(planter.token);

      const victimJar = new CookieJar();
      victimJar.store(planted.split('; '));
      const result = await signIn(t.app, DEMO[who], undefined, victimJar);
      expect(result.body.url).not.toContain('error=');
      const victim = await getSession(t.app, victimJar);
      expect(victim?.user).toMatchObject({ email: DEMO[who] });
      expect(sessionIdOf(String(victim!.accessToken))).not.toBe(plantedSid);
      expect(victimJar.header()).not.toBe(planted);

      // The planted cookie did not become the victim's session: it is still (only) the planter's.
      const plantedJar = new CookieJar();
      plantedJar.store(planted.split('; '));
      const planterNow = await getSession(t.app, plantedJar);
      expect(planterNow?.user).toMatchObject({ email: DEMO.participant2 });
      expect(sessionIdOf(String(planterNow!.accessToken))).toBe(plantedSid);
    },
  );

  it('replaces a made-up session cookie at sign-in and never honours it', async () => {
    const jar = new CookieJar();
    jar.store(`${SESSION_COOKIE}=attacker-chosen-value; Path=/`);
    expect(await getSession(t.app, jar)).toBeNull();
    jar.store(`${SESSION_COOKIE}=attacker-chosen-value; Path=/`);
    await signIn(t.app, DEMO.participant, undefined, jar);
    expect(jar.header()).not.toContain('attacker-chosen-value');
    expect(await getSession(t.app, jar)).toMatchObject({ user: { email: DEMO.participant } });
  });

  it('opens a new session id when someone already signed in signs in again', async () => {
    const first = await signInAs(t.app, 'participant');
    await signIn(t.app, DEMO.participant, undefined, first.jar);
    const again = await getSession(t.app, first.jar);
    expect(sessionIdOf(String(again!.accessToken))).not.toBe(sessionIdOf(first.token));
  });
});
