import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, participants, sessions, signInFailures, users } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, sessionIdOf, signInAs, signInCast } from '#test/auth-helpers.ts';
import { buildParticipant } from '#test/factories.ts';

let t: TestApp;
let staff: string;
let participant: string;
let participant2: string;
let ownId: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ staff, participant, participant2, ownId } = await signInCast(t.app));
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT';
const api = (app: TestApp, method: Method, url: string, token: string, payload?: object) =>
  app.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const statusChanges = (participantId: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(
      and(eq(activityLogs.participantId, participantId), eq(activityLogs.kind, 'participant-status-changed')),
    );

describe('sign-in source', () => {
  it('describes how a participant signs in: to staff, and to the participant themselves', async () => {
    const expected = {
      source: 'credentials',
      email: 'participant@example.org',
      hasPassword: true,
      accountStatus: 1,
      lastSignInAt: expect.any(String),
    };
    const asStaff = await api(t, 'GET', `/participants/${ownId}/sign-in-source`, staff);
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json()).toEqual(expected);
    expect(Date.now() - Date.parse(asStaff.json().lastSignInAt)).toBeLessThan(120_000);
    expect((await api(t, 'GET', `/participants/${ownId}/sign-in-source`, participant)).json()).toEqual(
      expected,
    );
    expect((await api(t, 'GET', `/participants/${ownId}/sign-in-source`, participant2)).statusCode).toBe(404);
  });

  it('a participant without an account has no sign-in source', async () => {
    const subject = await buildParticipant(t.database.db);
    const body = (await api(t, 'GET', `/participants/${subject.participantId}/sign-in-source`, staff)).json();
    expect(body).toEqual({
      source: 'none',
      email: null,
      hasPassword: false,
      accountStatus: 0,
      lastSignInAt: null,
    });
  });

  it('lists e-mail and password as the only source when OIDC is not configured', async () => {
    const response = await api(t, 'GET', `/sign-in-sources/participants/${ownId}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [{ id: 'credentials', name: 'E-mail and password', current: true }],
      total: 1,
    });
    expect((await api(t, 'GET', `/sign-in-sources/participants/${ownId}`, participant)).statusCode).toBe(403);
  });

  it("'none' disables the account and the participant's token is refused at once", async () => {
    const p2 = await signInAs(t.app, 'participant2');
    const id = String(p2.session.participantId);
    expect((await api(t, 'GET', `/participants/${id}/sign-in-source`, p2.token)).statusCode).toBe(200);

    const off = await api(t, 'PUT', `/participants/${id}/sign-in-source`, staff, { source: 'none' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ source: 'none', accountStatus: 0, email: 'participant2@example.org' });

    const refused = await api(t, 'GET', `/participants/${id}/sign-in-source`, p2.token);
    expect(refused.statusCode).toBe(401);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(p2.token)));
    expect(session!.endedAt).not.toBeNull();
    expect(session!.endReason).toBe('sign-in-disabled');
    const log = await statusChanges(id);
    expect(log.at(-1)!.message).toMatch(/changed from e-mail and password to no sign-in/);

    // Switching back on re-enables the same account.
    const on = await api(t, 'PUT', `/participants/${id}/sign-in-source`, staff, { source: 'credentials' });
    expect(on.json()).toMatchObject({ source: 'credentials', accountStatus: 1, hasPassword: true });
    expect((await signInAs(t.app, 'participant2')).token).toBeTruthy();
    expect(await statusChanges(id)).toHaveLength(log.length + 1);
  });

  it("'credentials' with an e-mail creates the participant's account, without a password", async () => {
    const subject = await buildParticipant(t.database.db, { email: null });
    const url = `/participants/${subject.participantId}/sign-in-source`;
    const missing = await api(t, 'PUT', url, staff, { source: 'credentials' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'body.email' })]);

    const created = await api(t, 'PUT', url, staff, {
      source: 'credentials',
      email: ' new.person@example.net ',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      source: 'credentials',
      email: 'new.person@example.net',
      hasPassword: false,
      accountStatus: 1,
      lastSignInAt: null,
    });
    const [row] = await t.database.db
      .select({ userId: participants.userId })
      .from(participants)
      .where(eq(participants.participantId, subject.participantId));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, row!.userId!));
    expect(user).toMatchObject({ kind: 'participant', role: 'Participant', passwordHash: null, status: 1 });
    expect(await statusChanges(subject.participantId)).toHaveLength(1);

    const changed = await api(t, 'PUT', url, staff, { source: 'credentials', email: 'renamed@example.net' });
    expect(changed.json().email).toBe('renamed@example.net');
    const [again] = await t.database.db.select().from(users).where(eq(users.id, row!.userId!));
    expect(again!.email).toBe('renamed@example.net');
  });

  it('carries the sign-in lockout to a new address, and forgets failures at it from before it was theirs', async () => {
    const subject = await buildParticipant(t.database.db, { email: 'before.change@example.net' });
    const url = `/participants/${subject.participantId}/sign-in-source`;
    expect((await api(t, 'PUT', url, staff, { source: 'credentials' })).statusCode).toBe(200);
    const failuresAt = async (email: string) =>
      (await t.database.db.select().from(signInFailures).where(eq(signInFailures.email, email))).length;
    const at = (email: string) => ({ id: uuidv7(), email });
    await t.database.db
      .insert(signInFailures)
      .values([
        at('before.change@example.net'),
        at('before.change@example.net'),
        at('after.change@example.net'),
      ]);

    const changed = await api(t, 'PUT', url, staff, {
      source: 'credentials',
      email: 'After.Change@example.net',
    });
    expect(changed.statusCode).toBe(200);
    expect(await failuresAt('before.change@example.net')).toBe(0);
    expect(await failuresAt('after.change@example.net')).toBe(2);
  });

  it('refuses an e-mail another account uses (409 user.email_taken), whatever its case', async () => {
    const subject = await buildParticipant(t.database.db);
    const response = await api(t, 'PUT', `/participants/${subject.participantId}/sign-in-source`, staff, {
      source: 'credentials',
      email: 'STAFF@example.org',
    });
    expect(response.statusCode).toBe(409);
    const message = 'Another account already uses STAFF@example.org. Enter a different e-mail address.';
    expect(response.json()).toMatchObject({
      code: 'user.email_taken',
      detail: message,
      errors: [{ field: 'body.email', message }],
    });
    const [row] = await t.database.db
      .select({ userId: participants.userId })
      .from(participants)
      .where(eq(participants.participantId, subject.participantId));
    expect(row!.userId).toBeNull();
  });

  it("refuses 'oidc' when OIDC is not configured, and a participant cannot change their own source", async () => {
    const oidc = await api(t, 'PUT', `/participants/${ownId}/sign-in-source`, staff, { source: 'oidc' });
    expect(oidc.statusCode).toBe(400);
    expect(oidc.json().errors).toEqual([expect.objectContaining({ field: 'body.source' })]);
    const self = await api(t, 'PUT', `/participants/${ownId}/sign-in-source`, participant, {
      source: 'none',
    });
    expect(self.statusCode).toBe(403);
    expect((await api(t, 'GET', `/participants/${ownId}/sign-in-source`, participant)).statusCode).toBe(200);
  });

  it('does not give a permanently disabled participant a way to sign in (409)', async () => {
    const subject = await buildParticipant(t.database.db, { status: -1 });
    const response = await api(t, 'PUT', `/participants/${subject.participantId}/sign-in-source`, staff, {
      source: 'credentials',
      email: 'gone@example.net',
    });
    expect(response.statusCode).toBe(409);
    expect(
      (await api(t, 'GET', `/participants/${subject.participantId}/sign-in-source`, staff)).json(),
    ).toMatchObject({
      accountStatus: -1,
      source: 'none',
    });
  });
});

describe('sign-in source with OIDC configured', () => {
  let o: TestApp;
  let token: string;
  beforeAll(async () => {
    o = await buildTestApp({
      OIDC_ISSUER: 'https://login.example.org',
      OIDC_CLIENT_ID: 'casework',
      OIDC_CLIENT_SECRET: 'oidc-secret',
      OIDC_NAME: 'Agency sign-on',
    });
    token = (await signInAs(o.app, 'admin')).token;
  });
  afterAll(() => o.close());

  it('offers the OIDC provider and switches a participant to it', async () => {
    const subject = await buildParticipant(o.database.db, {
      withAccount: { email: 'oidc.person@example.net' },
    });
    const id = subject.participantId;
    const before = (await api(o, 'GET', `/sign-in-sources/participants/${id}`, token)).json();
    expect(before.items).toEqual([
      { id: 'credentials', name: 'E-mail and password', current: true },
      { id: 'oidc', name: 'Agency sign-on', current: false },
    ]);
    const switched = await api(o, 'PUT', `/participants/${id}/sign-in-source`, token, { source: 'oidc' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      source: 'oidc',
      email: 'oidc.person@example.net',
      accountStatus: 1,
    });
    const after = (await api(o, 'GET', `/sign-in-sources/participants/${id}`, token)).json();
    expect(after.items.map((s: { current: boolean }) => s.current)).toEqual([false, true]);
  });
});
