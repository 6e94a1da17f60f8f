import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActionLogs, users } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildStaffMember } from '#test/factories.ts';
import { insertUserActions } from './logs.test-support.ts';
import { USER_ACTIONS_PER_MINUTE } from './logs.routes.ts';

let t: TestApp;
let admin: string;
let supervisor: string;
let staff: string;
let participant: string;
let participantUserId: string;
let staffUserId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  supervisor = (await signInAs(t.app, 'supervisor')).token;
  staff = (await signInAs(t.app, 'staff')).token;
  participant = (await signInAs(t.app, 'participant')).token;
  participantUserId = await userIdOf('participant@example.org');
  staffUserId = await userIdOf('staff@example.org');
});
afterAll(() => t.close());

async function userIdOf(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const record = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/logs/user-actions',
    headers: bearer(token),
    payload: payload as object,
  });
const list = (token: string, query = '') =>
  t.app.inject({ url: `/api/v1/logs/user-actions${query}`, headers: bearer(token) });

const rowsOf = (userId: string) =>
  t.database.db.select().from(userActionLogs).where(eq(userActionLogs.userId, userId));

describe('recording user actions', () => {
  it('anyone signed in records their own action (204); the row names them, the category and the detail', async () => {
    const before = (await rowsOf(staffUserId)).length;
    const response = await record(staff, {
      category: 'SVC_SEARCH',
      action: '  searched services ',
      detail: { term: 'heating assistance', results: 4, zip: null, nearMe: false },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await rowsOf(staffUserId);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      category: 'SVC_SEARCH',
      action: 'searched services',
      detail: { term: 'heating assistance', results: 4, zip: null, nearMe: false },
    });
    expect(
      (await record(participant, { category: 'USERNAV', action: '/participant/dashboard' })).statusCode,
    ).toBe(204);
    expect((await rowsOf(participantUserId)).some((r) => r.action === '/participant/dashboard')).toBe(true);
  });

  it('never stores a password, passphrase, token or message body sent along', async () => {
    const response = await record(staff, {
      category: 'MSG_THREAD',
      action: '/staff/inbox?token=s3cr3t-token&thread=42',
      detail: {
        password: 'hunter2-password',
        passphrase: 'blue heron at dawn',
        accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl',
        messageBody: 'My counselor appointment is on Tuesday',
        threadId: 'thread-42',
        note: 'Authorization: Bearer abcdef123456',
      },
    });
    expect(response.statusCode).toBe(204);
    const stored = JSON.stringify(await rowsOf(staffUserId));
    for (const secret of [
      'hunter2',
      'blue heron',
      'eyJhbGci',
      'counselor appointment',
      's3cr3t',
      'abcdef123456',
    ])
      expect(stored).not.toContain(secret);
    const row = (await rowsOf(staffUserId)).find((r) => r.detail.threadId === 'thread-42')!;
    expect(row.action).toBe('/staff/inbox?token=[redacted]&thread=42');
    expect(row.detail).toMatchObject({ password: '[redacted]', threadId: 'thread-42' });
  });

  it('refuses bad bodies with field errors: unknown category, empty action, nested or too many detail fields', async () => {
    const cases: [unknown, string][] = [
      [{ category: 'NAVIGATION', action: '/x' }, 'body.category'],
      [{ category: 'usernav', action: '/x' }, 'body.category'],
      [{ category: 'USERNAV', action: '   ' }, 'body.action'],
      [{ category: 'USERNAV', action: 'a'.repeat(201) }, 'body.action'],
      [{ category: 'USERNAV', action: '/x', detail: { nested: { a: 1 } } }, 'body.detail.nested'],
      [{ category: 'USERNAV', action: '/x', detail: { long: 'v'.repeat(501) } }, 'body.detail.long'],
      [
        {
          category: 'USERNAV',
          action: '/x',
          detail: Object.fromEntries([...Array(21).keys()].map((i) => [`k${i}`, i])),
        },
        'body.detail',
      ],
      [{ category: 'USERNAV', action: '/x', userId: participantUserId }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await record(staff, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('refuses anonymous callers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logs/user-actions',
      payload: { category: 'USERNAV', action: '/x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it(`is rate limited per user: ${USER_ACTIONS_PER_MINUTE} a minute, then 429, while others still record`, async () => {
    const supervisorToken = supervisor;
    const statuses: number[] = [];
    for (let i = 0; i < USER_ACTIONS_PER_MINUTE + 1; i += 1) {
      statuses.push(
        (await record(supervisorToken, { category: 'USERNAV', action: `/staff/page-${i}` })).statusCode,
      );
    }
    // Earlier tests in this file recorded nothing as the supervisor, so all of the first 120 pass.
    expect(statuses.slice(0, USER_ACTIONS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    const limited = await record(supervisorToken, { category: 'USERNAV', action: '/staff/too-many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json().code).toBe('request.rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
    expect((await record(admin, { category: 'USERNAV', action: '/staff/dashboard' })).statusCode).toBe(204);
  });
});

describe('reading user actions', () => {
  it('answers newest first with who did it (name from the staff or participant record) and pages', async () => {
    const member = await buildStaffMember(t.database.db, { firstName: 'Ilona', lastName: 'Tunguing' });
    await insertUserActions(t.database.db, [
      { userId: member.userId, at: '2021-05-01T10:00:00Z', action: '/first' },
      { userId: member.userId, at: '2021-05-02T10:00:00Z', action: '/second', category: 'SVC_NAV' },
      { userId: member.userId, at: '2021-05-03T10:00:00Z', action: '/third' },
    ]);
    const response = await list(admin, `?userId=${member.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    expect(response.json().items.map((i: { action: string }) => i.action)).toEqual([
      '/third',
      '/second',
      '/first',
    ]);
    expect(response.json().items[0]).toMatchObject({
      user: { id: member.userId, name: 'Ilona Tunguing', email: expect.stringContaining('@example.org') },
      category: 'USERNAV',
      createdAt: '2021-05-03T10:00:00.000Z',
    });
    const page = (await list(admin, `?userId=${member.userId}&take=1&skip=1`)).json();
    expect(page).toMatchObject({ total: 3, items: [{ action: '/second' }] });

    await record(participant, { category: 'USERNAV', action: '/participant/inbox' });
    const own = (await list(admin, `?userId=${participantUserId}`)).json();
    expect(own.items[0].user).toEqual({
      id: participantUserId,
      name: 'Lena Andrews',
      email: 'participant@example.org',
    });
  });

  it('filters by category and by time range (from inclusive, to exclusive)', async () => {
    const member = await buildStaffMember(t.database.db);
    await insertUserActions(t.database.db, [
      { userId: member.userId, at: '2022-01-01T00:00:00Z', category: 'SVC_SEARCH' },
      { userId: member.userId, at: '2022-01-02T00:00:00Z', category: 'SVC_SEARCH' },
      { userId: member.userId, at: '2022-01-03T00:00:00Z', category: 'TEAM_MSG' },
    ]);
    const byCategory = (await list(admin, `?userId=${member.userId}&category=SVC_SEARCH`)).json();
    expect(byCategory.total).toBe(2);
    const range = (
      await list(admin, `?userId=${member.userId}&from=2022-01-01T00:00:00Z&to=2022-01-03T00:00:00Z`)
    ).json();
    expect(range.items.map((i: { createdAt: string }) => i.createdAt)).toEqual([
      '2022-01-02T00:00:00.000Z',
      '2022-01-01T00:00:00.000Z',
    ]);
    // 15:00 in Tokyo on January 1st is 06:00 UTC: the first row is before it, the other two after.
    const offset = (await list(admin, `?userId=${member.userId}&from=2022-01-01T15:00:00%2B09:00`)).json();
    expect(offset.total).toBe(2);
  });

  it('shows a user who no longer exists as null, keeping the row', async () => {
    const gone = '0190c3d4-0000-7000-8000-000000000001';
    await insertUserActions(t.database.db, [{ userId: gone, at: '2020-06-01T00:00:00Z' }]);
    const response = (await list(admin, `?userId=${gone}`)).json();
    expect(response.items).toEqual([expect.objectContaining({ user: null })]);
  });

  it('refuses bad filters with field errors', async () => {
    const cases: [string, string][] = [
      ['?from=2022-01-02T00:00:00Z&to=2022-01-01T00:00:00Z', 'querystring.to'],
      ['?from=yesterday', 'querystring.from'],
      ['?from=2022-01-01', 'querystring.from'],
      ['?category=LOGIN', 'querystring.category'],
      ['?userId=42', 'querystring.userId'],
      ['?take=0', 'querystring.take'],
      ['?take=101', 'querystring.take'],
      ['?skip=-1', 'querystring.skip'],
    ];
    for (const [query, field] of cases) {
      const response = await list(admin, query);
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json().errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(field);
    }
  });

  it('only administrators read the log', async () => {
    for (const token of [supervisor, staff, participant]) expect((await list(token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/logs/user-actions' })).statusCode).toBe(401);
  });
});
