import { LOG_EXPORT_MAX_ROWS } from '@casework/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { users } from '#src/db/schema/index.ts';
import { hashPassword } from '#src/modules/auth/passwords.ts';
import { bearer, getSession, signIn, signInAs } from '#test/auth-helpers.ts';
import { buildStaffMember } from '#test/factories.ts';
import { insertUserActions, parseCsv } from './logs.test-support.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
});
afterAll(() => t.close());

const exportUserActions = (query: string) =>
  t.app.inject({ url: `/api/v1/logs/user-actions/export${query}`, headers: bearer(admin) });

const rowsOf = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(body.slice(1));
};

/** Inserts `count` actions of one user in one statement, `step` apart from `start` backwards (step 0: all tied). */
async function insertMany(userId: string, count: number, start: string, stepMs: number, prefix = '/bulk/') {
  await t.database.db.execute(sql`
    insert into user_action_logs (id, user_id, category, action, detail, created_at)
    select gen_random_uuid(), ${userId}::uuid, 'USERNAV', ${prefix} || n, '{}'::jsonb,
           ${start}::timestamptz - (n * ${stepMs}) * interval '1 millisecond'
    from generate_series(1, ${count}) as n`);
}

describe('exporting user actions as CSV', () => {
  it('answers a UTF-8 CSV attachment named for its range, with a header row and the rows newest first', async () => {
    const member = await buildStaffMember(t.database.db, { firstName: 'Ōla', lastName: 'Kawagley, Jr.' });
    await insertUserActions(t.database.db, [
      {
        userId: member.userId,
        at: '2023-04-01T18:00:00Z',
        action: '/staff/find-a-service',
        category: 'SVC_NAV',
      },
      {
        userId: member.userId,
        at: '2023-04-02T18:30:00Z',
        category: 'SVC_SEARCH',
        action: 'searched services',
        detail: { term: 'food, "fresh" produce\nand fish', results: 3 },
      },
      {
        userId: member.userId,
        at: '2023-04-03T18:45:00Z',
        category: 'USERNAV',
        action: 'GET /api/v1/participants/P7K3-M9QX',
        detail: { fromPage: '/staff/participant-management/search' },
      },
    ]);
    const response = await exportUserActions(
      `?userId=${member.userId}&from=2023-04-01T08:00:00Z&to=2023-05-01T08:00:00Z`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="user-actions_2023-04-01_to_2023-04-30.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual([
      'Time (UTC)',
      'Time (America/Anchorage)',
      'User',
      'User email',
      'User id',
      'Category',
      'Category (in words)',
      'Action',
      'What they did',
      'Detail',
      'Detail (in words)',
    ]);
    // Each raw column as it is stored, its words directly after it.
    expect(rows.slice(1)).toEqual([
      [
        '2023-04-03T18:45:00.000Z',
        '04/03/2023 10:45:00 AKDT',
        'Ōla Kawagley, Jr.',
        expect.stringContaining('@example.org'),
        member.userId,
        'USERNAV',
        'Navigation',
        'GET /api/v1/participants/P7K3-M9QX',
        'Viewed participant records (P7K3-M9QX) through the API',
        '{"fromPage":"/staff/participant-management/search"}',
        'From page: Opened the participant search',
      ],
      [
        '2023-04-02T18:30:00.000Z',
        '04/02/2023 10:30:00 AKDT',
        'Ōla Kawagley, Jr.',
        expect.any(String),
        member.userId,
        'SVC_SEARCH',
        'Service searches',
        'searched services',
        'Searched services',
        expect.any(String),
        'Searched for: food, "fresh" produce\nand fish, Results: 3',
      ],
      [
        '2023-04-01T18:00:00.000Z',
        '04/01/2023 10:00:00 AKDT',
        'Ōla Kawagley, Jr.',
        expect.any(String),
        member.userId,
        'SVC_NAV',
        'Service directory visits',
        '/staff/find-a-service',
        'Opened the service finder',
        '{}',
        '',
      ],
    ]);
    expect(JSON.parse(rows[2]![9]!)).toEqual({ term: 'food, "fresh" produce\nand fish', results: 3 });
    // Every line ends with CRLF; the quoted line break inside the detail stays a bare LF inside quotes.
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('names an open-ended range by its beginning and today', async () => {
    const response = await exportUserActions('?userId=0190c3d4-0000-7000-8000-000000000002');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="user-actions_beginning_to_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(rowsOf(response.body)).toHaveLength(1);
  });

  it('neutralises spreadsheet formulas in every cell a user controls', async () => {
    const member = await buildStaffMember(t.database.db, {
      firstName: '=cmd|" /C calc"!A0',
      lastName: 'Smith',
    });
    const token = await tokenFor(member.userId);
    const payloads = [
      { category: 'USERNAV', action: '=HYPERLINK("https://evil.example","Click")' },
      { category: 'USERNAV', action: '+1+2' },
      { category: 'USERNAV', action: '-2+3' },
      { category: 'USERNAV', action: '@SUM(A1:A2)' },
      { category: 'USERNAV', action: '\tcmd' },
      { category: 'SVC_SEARCH', action: 'search', detail: { term: '=1+1' } },
      { category: 'SVC_SEARCH', action: 'search by key', detail: { '=cmd': 'x' } },
    ];
    for (const payload of payloads) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/logs/user-actions',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode, payload.action).toBe(204);
    }
    const csv = rowsOf((await exportUserActions(`?userId=${member.userId}`)).body);
    // Each action beside its words: the words keep a formula the raw text starts with, and are neutralised as it is.
    // "\tcmd" was trimmed to "cmd" by the contract, so it is harmless as stored.
    const actions = csv.slice(1).map((r) => [r[7], r[8]]);
    expect(actions).toHaveLength(7);
    expect(actions).toEqual(
      expect.arrayContaining([
        ["'+1+2", "'+1+2"],
        ["'-2+3", "'-2+3"],
        [`'=HYPERLINK("https://evil.example","Click")`, `'=HYPERLINK("https://evil.example","Click")`],
        ["'@SUM(A1:A2)", "'@SUM(A1:A2)"],
        ['cmd', 'Cmd'],
        ['search', 'Search'],
        ['search by key', 'Search by key'],
      ]),
    );
    // A detail key said in words is neutralised too.
    expect(csv.slice(1).map((r) => r[10])).toContain("'=cmd: x");
    expect(csv.slice(1).every((r) => r[2]!.startsWith("'="))).toBe(true);
    for (const row of csv.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it(`refuses more than ${LOG_EXPORT_MAX_ROWS} rows with 400 asking to narrow the range, sending no CSV`, async () => {
    const member = await buildStaffMember(t.database.db);
    await insertMany(member.userId, LOG_EXPORT_MAX_ROWS + 1, '2019-12-01T00:00:00Z', 1_000);
    const response = await exportUserActions(`?userId=${member.userId}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'logs.export_too_large',
      detail: expect.stringMatching(/narrow the time range/),
      errors: [{ field: 'querystring.from' }],
    });
    expect(response.headers['content-disposition']).toBeUndefined();

    // Exactly the limit is fine: the newest 50,000 end one second after the oldest row.
    const narrowed = await exportUserActions(
      `?userId=${member.userId}&from=${new Date(Date.parse('2019-12-01T00:00:00Z') - LOG_EXPORT_MAX_ROWS * 1000).toISOString()}`,
    );
    expect(narrowed.statusCode).toBe(200);
    expect(rowsOf(narrowed.body)).toHaveLength(LOG_EXPORT_MAX_ROWS + 1);
  }, 60_000);

  it('streams in batches without losing or repeating rows, even when many share one instant', async () => {
    const member = await buildStaffMember(t.database.db);
    await insertMany(member.userId, 1_500, '2018-06-01T00:00:00.123456Z', 0, '/tied/');
    await insertMany(member.userId, 1_200, '2018-05-01T00:00:00Z', 7, '/spread/');
    const csv = rowsOf((await exportUserActions(`?userId=${member.userId}`)).body).slice(1);
    expect(csv).toHaveLength(2_700);
    expect(new Set(csv.map((r) => r[7])).size).toBe(2_700);
    const times = csv.map((r) => Date.parse(r[0]!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  /** A staff member given a password signs in like anyone else. */
  async function tokenFor(userId: string) {
    const [row] = await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Export-test-pass1') })
      .where(eq(users.id, userId))
      .returning();
    const result = await signIn(t.app, row!.email, 'Export-test-pass1');
    return String((await getSession(t.app, result.jar))?.accessToken);
  }
});
