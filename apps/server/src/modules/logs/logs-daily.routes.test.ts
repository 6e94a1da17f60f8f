import { localDateOf } from '@casework/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { participants } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';
import { buildParticipant, buildStaffMember } from '#test/factories.ts';
import { insertActivity, insertUserActions } from './logs.test-support.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
});
afterAll(() => t.close());

const daily = (query: string) => t.app.inject({ url: `/api/v1/logs/daily${query}`, headers: bearer(admin) });

interface Day {
  date: string;
  userActions: number;
  activity: number;
  sensitiveAccess: number;
}

describe('log entries per day', () => {
  it('counts by the Anchorage calendar day across the spring DST change, midnight boundaries included', async () => {
    const member = await buildStaffMember(t.database.db);
    // Anchorage midnight: 09:00 UTC until 2024-03-10, 08:00 UTC from 2024-03-11 (clocks forward on the 10th at 02:00).
    await insertUserActions(t.database.db, [
      { userId: member.userId, at: '2024-03-09T09:00:00Z' }, // 03-09 00:00 AKST
      { userId: member.userId, at: '2024-03-10T08:59:59Z' }, // 03-09 23:59:59 AKST
      { userId: member.userId, at: '2024-03-10T09:00:00Z' }, // 03-10 00:00 AKST
      { userId: member.userId, at: '2024-03-10T11:30:00Z' }, // 03-10 03:30 AKDT, after the change
      { userId: member.userId, at: '2024-03-11T07:59:59Z' }, // 03-10 23:59:59 AKDT
      { userId: member.userId, at: '2024-03-11T08:00:00Z' }, // 03-11 00:00 AKDT
      { userId: member.userId, at: '2024-03-12T08:00:00Z' }, // 03-12: outside the range below
    ]);
    await insertActivity(t.database.db, [
      { at: '2024-03-10T08:30:00Z', actorUserId: member.userId, kind: 'sensitive-info-access' },
      { at: '2024-03-10T09:30:00Z', actorUserId: member.userId, kind: 'sensitive-info-access' },
      { at: '2024-03-10T20:00:00Z', actorUserId: member.userId, kind: 'thread-assigned' },
    ]);
    const response = await daily(
      `?userId=${member.userId}&from=2024-03-09T09:00:00Z&to=2024-03-12T08:00:00Z`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timeZone: 'America/Anchorage',
      days: [
        { date: '2024-03-09', userActions: 2, activity: 1, sensitiveAccess: 1 },
        { date: '2024-03-10', userActions: 3, activity: 2, sensitiveAccess: 1 },
        { date: '2024-03-11', userActions: 1, activity: 0, sensitiveAccess: 0 },
      ],
    });
  });

  it('counts the 25-hour autumn day (2024-11-03) as one day', async () => {
    const member = await buildStaffMember(t.database.db);
    await insertUserActions(t.database.db, [
      { userId: member.userId, at: '2024-11-03T08:00:00Z' }, // 11-03 00:00 AKDT
      { userId: member.userId, at: '2024-11-03T09:30:00Z' }, // 01:30 AKDT
      { userId: member.userId, at: '2024-11-03T10:30:00Z' }, // 01:30 AKST, the repeated hour
      { userId: member.userId, at: '2024-11-04T08:59:59Z' }, // 11-03 23:59:59 AKST
      { userId: member.userId, at: '2024-11-04T09:00:00Z' }, // 11-04 00:00 AKST
    ]);
    const days: Day[] = (
      await daily(`?userId=${member.userId}&from=2024-11-03T08:00:00Z&to=2024-11-05T09:00:00Z`)
    ).json().days;
    expect(days.map((d) => [d.date, d.userActions])).toEqual([
      ['2024-11-03', 4],
      ['2024-11-04', 1],
    ]);
  });

  it('lists every day of the range, with zeros where nothing happened', async () => {
    const member = await buildStaffMember(t.database.db);
    await insertUserActions(t.database.db, [{ userId: member.userId, at: '2023-07-03T20:00:00Z' }]);
    const days: Day[] = (
      await daily(`?userId=${member.userId}&from=2023-07-01T08:00:00Z&to=2023-07-06T08:00:00Z`)
    ).json().days;
    expect(days).toEqual([
      { date: '2023-07-01', userActions: 0, activity: 0, sensitiveAccess: 0 },
      { date: '2023-07-02', userActions: 0, activity: 0, sensitiveAccess: 0 },
      { date: '2023-07-03', userActions: 1, activity: 0, sensitiveAccess: 0 },
      { date: '2023-07-04', userActions: 0, activity: 0, sensitiveAccess: 0 },
      { date: '2023-07-05', userActions: 0, activity: 0, sensitiveAccess: 0 },
    ]);
  });

  it('defaults to the last 30 days up to today in Anchorage, counting what was just recorded', async () => {
    const staff = await signInAs(t.app, 'staff');
    const before: Day[] = (await daily('')).json().days;
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logs/user-actions',
      headers: bearer(staff.token),
      payload: { category: 'USERNAV', action: '/staff/dashboard' },
    });
    expect(recorded.statusCode).toBe(204);
    const after: Day[] = (await daily('')).json().days;
    const today = localDateOf(new Date(), 'America/Anchorage');
    expect(after).toHaveLength(30);
    expect(after.at(-1)!.date).toBe(today);
    expect(after.at(-1)!.userActions).toBe(before.at(-1)!.userActions + 1);
    const dates = after.map((d) => d.date);
    expect(new Set(dates).size).toBe(30);
    expect(dates).toEqual([...dates].sort());
  });

  it('with a participant: activity about them and their own actions', async () => {
    const subject = await buildParticipant(t.database.db, {
      withAccount: { email: `daily-${Date.now()}@example.net` },
    });
    const [row] = await t.database.db
      .select({ userId: participants.userId })
      .from(participants)
      .where(eq(participants.participantId, subject.participantId));
    const other = await buildParticipant(t.database.db);
    await insertActivity(t.database.db, [
      { at: '2022-08-10T20:00:00Z', participantId: subject.participantId, kind: 'sensitive-info-access' },
      { at: '2022-08-10T21:00:00Z', participantId: other.participantId, kind: 'sensitive-info-access' },
    ]);
    await insertUserActions(t.database.db, [{ userId: row!.userId!, at: '2022-08-10T22:00:00Z' }]);
    const days: Day[] = (
      await daily(`?participantId=${subject.participantId}&from=2022-08-10T08:00:00Z&to=2022-08-11T08:00:00Z`)
    ).json().days;
    expect(days).toEqual([{ date: '2022-08-10', userActions: 1, activity: 1, sensitiveAccess: 1 }]);
    const withoutAccount: Day[] = (
      await daily(`?participantId=${other.participantId}&from=2022-08-10T08:00:00Z&to=2022-08-11T08:00:00Z`)
    ).json().days;
    expect(withoutAccount).toEqual([{ date: '2022-08-10', userActions: 0, activity: 1, sensitiveAccess: 1 }]);
  });

  it('covers at most 366 days: a leap year is fine, one day more is 400', async () => {
    const year = await daily('?from=2024-01-01T09:00:00Z&to=2025-01-01T09:00:00Z');
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(366);
    expect(year.json().days[0].date).toBe('2024-01-01');
    expect(year.json().days.at(-1).date).toBe('2024-12-31');
    const tooLong = await daily('?from=2024-01-01T09:00:00Z&to=2025-01-02T09:00:00Z');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      detail: expect.stringMatching(/at most 366 days/),
      errors: [{ field: 'querystring.from' }],
    });
    const openEnded = await daily('?from=2000-01-01T00:00:00Z');
    expect(openEnded.statusCode).toBe(400);
  });

  it('refuses a range that ends before it starts, and malformed values, naming the field', async () => {
    const cases: [string, string][] = [
      ['?from=2024-02-01T00:00:00Z&to=2024-01-01T00:00:00Z', 'querystring.to'],
      ['?from=2999-01-01T00:00:00Z', 'querystring.from'],
      ['?from=last-week', 'querystring.from'],
      ['?userId=me', 'querystring.userId'],
      ['?participantId=0000', 'querystring.participantId'],
    ];
    for (const [query, field] of cases) {
      const response = await daily(query);
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json().errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(field);
    }
  });
});
