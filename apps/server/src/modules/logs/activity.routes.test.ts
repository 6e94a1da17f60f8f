import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs, signInCast } from '#test/auth-helpers.ts';
import { buildParticipant, buildStaffMember } from '#test/factories.ts';
import { insertActivity, parseCsv } from './logs.test-support.ts';

let t: TestApp;
let admin: string;
let cast: Awaited<ReturnType<typeof signInCast>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  cast = await signInCast(t.app);
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });

describe('the activity log', () => {
  it('a passphrase read by staff appears as sensitive-info access: who, about whom, why; never the passphrase', async () => {
    const secret = 'northern lights over Bethel';
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/participants/${cast.ownId}/passphrase`,
      headers: bearer(cast.participant),
      payload: { passphrase: secret },
    });
    expect(set.statusCode, set.body).toBe(200);
    const read = await get(
      `/participants/${cast.ownId}/passphrase?reason=${encodeURIComponent('Caller asked to verify identity')}`,
      cast.staff,
    );
    expect(read.statusCode).toBe(200);

    const response = await get(`/logs/activity?participantId=${cast.ownId}&kind=sensitive-info-access`);
    expect(response.statusCode).toBe(200);
    const [entry] = response.json().items;
    expect(entry).toMatchObject({
      kind: 'sensitive-info-access',
      actor: { name: 'Daniel Kasayulie', email: 'staff@example.org', id: expect.any(String) },
      participant: { participantId: cast.ownId, name: 'Lena Andrews' },
      message: expect.stringContaining('Reason: Caller asked to verify identity'),
    });
    expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());

    const csv = await get(`/logs/activity/export?participantId=${cast.ownId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(csv.body).toContain('Caller asked to verify identity');
  });

  it('lists newest first with filters: actor, participant, kind and time range; pages with a total', async () => {
    const actor = await buildStaffMember(t.database.db, { firstName: 'Hazel', lastName: 'Moses' });
    const subject = await buildParticipant(t.database.db, { firstName: 'Ray', lastName: 'Alexie' });
    await insertActivity(t.database.db, [
      {
        at: '2021-02-01T12:00:00Z',
        actorUserId: actor.userId,
        participantId: subject.participantId,
        kind: 'thread-assigned',
      },
      {
        at: '2021-02-02T12:00:00Z',
        actorUserId: actor.userId,
        participantId: subject.participantId,
        kind: 'sensitive-info-access',
      },
      {
        at: '2021-02-03T12:00:00Z',
        actorUserId: actor.userId,
        kind: 'team-updated',
        message: 'Renamed a team',
      },
      {
        at: '2021-02-04T12:00:00Z',
        actorUserId: null,
        participantId: subject.participantId,
        kind: 'thread-referred',
      },
    ]);
    const byActor = (await get(`/logs/activity?userId=${actor.userId}`)).json();
    expect(byActor.total).toBe(3);
    expect(byActor.items.map((i: { kind: string }) => i.kind)).toEqual([
      'team-updated',
      'sensitive-info-access',
      'thread-assigned',
    ]);
    expect(byActor.items[0]).toMatchObject({
      actor: { id: actor.userId, name: 'Hazel Moses' },
      participant: null,
      message: 'Renamed a team',
      createdAt: '2021-02-03T12:00:00.000Z',
    });
    const about = (await get(`/logs/activity?participantId=${subject.participantId.toLowerCase()}`)).json();
    expect(about.total).toBe(3);
    expect(about.items[0]).toMatchObject({
      kind: 'thread-referred',
      actor: null,
      participant: { participantId: subject.participantId, name: 'Ray Alexie' },
    });
    const kind = (
      await get(`/logs/activity?participantId=${subject.participantId}&kind=thread-assigned`)
    ).json();
    expect(kind.items.map((i: { kind: string }) => i.kind)).toEqual(['thread-assigned']);
    const range = (
      await get(
        `/logs/activity?participantId=${subject.participantId}&from=2021-02-02T12:00:00Z&to=2021-02-04T12:00:00Z`,
      )
    ).json();
    expect(range.items.map((i: { kind: string }) => i.kind)).toEqual(['sensitive-info-access']);
    const page = (await get(`/logs/activity?userId=${actor.userId}&take=2&skip=2`)).json();
    expect(page).toMatchObject({ total: 3, items: [{ kind: 'thread-assigned' }] });
  });

  it('exports the same rows as CSV with the participant and actor columns, and the kind in words', async () => {
    const actor = await buildStaffMember(t.database.db, { firstName: 'Agnes', lastName: 'Hootch' });
    const subject = await buildParticipant(t.database.db, { firstName: 'Paul', lastName: 'Kawagley' });
    await insertActivity(t.database.db, [
      {
        at: '2021-03-01T20:00:00Z',
        actorUserId: actor.userId,
        participantId: subject.participantId,
        kind: 'thread-referred',
        message: 'Referred thread "Rent help" from Family Services to Housing, reason: needs rental aid',
        detail: { fromTeam: 'Family Services', toTeam: 'Housing' },
      },
    ]);
    const response = await get(`/logs/activity/export?userId=${actor.userId}`);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Time (UTC)',
      'Time (America/Anchorage)',
      'Kind',
      'Kind (in words)',
      'Actor',
      'Actor email',
      'Participant ID',
      'Participant',
      'Message',
      'Detail',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        '2021-03-01T20:00:00.000Z',
        '03/01/2021 11:00:00 AKST',
        'thread-referred',
        'Thread referred',
        'Agnes Hootch',
        expect.stringContaining('@example.org'),
        subject.participantId,
        'Paul Kawagley',
        'Referred thread "Rent help" from Family Services to Housing, reason: needs rental aid',
        expect.any(String),
      ],
    ]);
    // jsonb keeps its own key order: compare the detail as data.
    expect(JSON.parse(rows[1]!.at(-1)!)).toEqual({ fromTeam: 'Family Services', toTeam: 'Housing' });
  });

  it('totals by kind and time range are exact, from the hourly roll-up that reading the log keeps current', async () => {
    const rolledUpTo = async () =>
      (
        (await t.database.db.execute(
          sql`select rolled_up_to::text as at from activity_log_hours_state`,
        )) as unknown as {
          rows: { at: string }[];
        }
      ).rows[0]!.at;
    // The reads above caught it up to the last closed hour (a fresh database starts at -infinity).
    expect(Date.now() - Date.parse(await rolledUpTo())).toBeLessThan(2 * 3_600_000);
    // Written into hours already counted: added to the roll-up by the database as they are inserted.
    const hourly = (day: string) =>
      Array.from({ length: 24 }, (_, hour) => ({
        at: `2021-04-${day}T${String(hour).padStart(2, '0')}:${hour % 2 ? '30' : '00'}:00Z`,
        kind: hour % 3 ? 'thread-assigned' : 'sensitive-info-access',
      }));
    await insertActivity(t.database.db, [...hourly('01'), ...hourly('02')]);
    const totals = await Promise.all(
      [
        '?from=2021-04-01T00:00:00Z&to=2021-04-03T00:00:00Z',
        '?kind=thread-assigned&from=2021-04-01T05:15:00Z&to=2021-04-02T18:30:00Z',
        '?kind=sensitive-info-access&from=2021-04-01T05:15:00Z&to=2021-04-02T18:30:01Z',
        '?kind=thread-assigned&from=2021-04-01T12:00:00Z&to=2021-04-01T12:59:59Z',
      ].map(async (query) => (await get(`/logs/activity${query}&take=1`)).json().total),
    );
    // 05:30 on the 1st to 18:30 on the 2nd: 38 rows, 13 of them (hours divisible by 3) sensitive-info access.
    expect(totals).toEqual([48, 25, 13, 0]);
  });

  it('refuses bad filters with field errors and non-administrators with 403', async () => {
    const cases: [string, string][] = [
      ['?participantId=not-an-id', 'querystring.participantId'],
      ['?kind=password-changed', 'querystring.kind'],
      ['?userId=abc', 'querystring.userId'],
      ['?from=2021-01-02T00:00:00Z&to=2021-01-01T00:00:00Z', 'querystring.to'],
    ];
    for (const [query, field] of cases) {
      for (const url of [`/logs/activity${query}`, `/logs/activity/export${query}`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(
          response.json().errors.map((e: { field: string }) => e.field),
          url,
        ).toContain(field);
      }
    }
    for (const token of [cast.staff, cast.participant])
      for (const url of ['/logs/activity', '/logs/activity/export', '/logs/daily'])
        expect((await get(url, token)).statusCode, url).toBe(403);
  });
});
