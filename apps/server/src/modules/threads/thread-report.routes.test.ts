import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenThreadsReport } from '@casework/contract';
import { threads } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import {
  apiOf,
  freshParticipant,
  freshStaff,
  freshTeam,
  startThread,
  threadsCast,
  type Person,
  type ThreadsCast,
} from './threads.test-support.ts';
import { reportWindow } from './thread-report.service.ts';

let t: TestApp;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;
let team: string;
let lead: Person;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const localDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Anchorage',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);

/** Rewrites a thread's history: when it started, got its first staff reply, and was closed for its team. */
async function backdate(
  id: string,
  fields: { createdDaysAgo: number; replyAfterHours?: number; closedDaysAgo?: number },
) {
  const createdAt = new Date(now - fields.createdDaysAgo * DAY);
  const closedAt = fields.closedDaysAgo === undefined ? null : new Date(now - fields.closedDaysAgo * DAY);
  await t.database.db
    .update(threads)
    .set({
      createdAt,
      firstStaffReplyAt:
        fields.replyAfterHours === undefined
          ? null
          : new Date(createdAt.getTime() + fields.replyAfterHours * HOUR),
      closedAt,
      teamArchivedAt: closedAt,
    })
    .where(eq(threads.id, id));
}

beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  cast = await threadsCast(t);
  team = await freshTeam(t);
  lead = await freshStaff(t, { firstName: 'Rita', teams: [{ teamId: team, roleName: 'Case Worker' }] });
  const p = await freshParticipant(t);
  const a = await startThread(t, p.token, { teamId: team, subject: 'A' });
  const b = await startThread(t, p.token, { teamId: team, subject: 'B' });
  const c = await startThread(t, p.token, { teamId: team, subject: 'C' });
  const d = await startThread(t, p.token, { teamId: team, subject: 'D' });
  await startThread(t, lead.token, { participantId: p.participantId, subject: 'personal, not counted' });
  await api('POST', `/threads/${a.id}/users`, lead.token, { staffMemberIds: [lead.staffMemberId] });
  await backdate(a.id, { createdDaysAgo: 10, replyAfterHours: 1 });
  await backdate(b.id, { createdDaysAgo: 5, replyAfterHours: 3, closedDaysAgo: 2 });
  await backdate(c.id, { createdDaysAgo: 2 });
  await backdate(d.id, { createdDaysAgo: 40, replyAfterHours: 10, closedDaysAgo: 35 });
});
afterAll(() => t.close());

const report = async (query: string, token = lead.token) => {
  const response = await api('GET', `/threads/reports/open${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpenThreadsReport>();
};

describe('GET /threads/reports/open', () => {
  it('30 days of one team: open over time, by team and assignee, first response and time to close', async () => {
    const r = await report(`?timeFrame=30d&teamId=${team}`);
    expect(r).toMatchObject({ timeFrame: '30d', teamId: team, timeZone: 'America/Anchorage', bucket: 'day' });
    expect(r.byTeam).toEqual([{ team: { id: team, name: expect.any(String) }, open: 2, unassigned: 1 }]);
    expect(r.byAssignee).toEqual([
      { staffMember: { id: lead.staffMemberId, name: expect.stringMatching(/^Rita /) }, open: 1 },
    ]);
    expect(r.firstResponse).toEqual({ count: 2, medianSeconds: 7200, p90Seconds: 10080 });
    expect(r.timeToClose).toEqual({ count: 1, medianSeconds: 3 * 86_400, p90Seconds: 3 * 86_400 });

    expect(r.series.length).toBeGreaterThanOrEqual(30);
    expect(r.series.length).toBeLessThanOrEqual(32);
    const openOn = (daysAgo: number) =>
      r.series.find((point) => point.date === localDate(now - daysAgo * DAY))?.open;
    expect(r.series[0]!.open).toBe(0);
    expect(openOn(8)).toBe(1);
    expect(r.series.at(-1)).toEqual({ date: localDate(now), open: 2 });
  });

  it('a shorter frame measures only what happened in it; a year is weekly', async () => {
    const week = await report(`?timeFrame=7d&teamId=${team}`);
    expect(week.series.length).toBeGreaterThanOrEqual(7);
    expect(week.series.length).toBeLessThanOrEqual(9);
    expect(week.firstResponse).toEqual({ count: 1, medianSeconds: 10_800, p90Seconds: 10_800 });
    expect(week.timeToClose.count).toBe(1);
    const year = await report(`?timeFrame=365d&teamId=${team}`);
    expect(year.bucket).toBe('week');
    expect(year.series.length).toBeGreaterThanOrEqual(52);
    expect(year.series.length).toBeLessThanOrEqual(54);
    expect(year.firstResponse.count).toBe(3);
    expect(year.timeToClose.count).toBe(2);
  });

  it('without teamId: the teams whose inbox the caller works; administrators see every team', async () => {
    const mine = await report('?timeFrame=30d');
    expect(mine.byTeam.map((row) => row.team.id)).toEqual([team]);
    const admin = await report('?timeFrame=7d', cast.admin.token);
    expect(admin.byTeam.map((row) => row.team.id)).toEqual(
      expect.arrayContaining([team, cast.teams.family, cast.teams.behavioral]),
    );
    const adminTeam = await report(`?teamId=${team}`, cast.admin.token);
    expect(adminTeam).toMatchObject({ timeFrame: '30d', byTeam: [{ open: 2 }] });
  });

  it('a team the caller does not work is not found; participants may not ask; bad frames are refused', async () => {
    expect((await api('GET', `/threads/reports/open?teamId=${team}`, cast.staff.token)).statusCode).toBe(404);
    expect((await api('GET', '/threads/reports/open', cast.participant.token)).statusCode).toBe(403);
    const bad = await api('GET', '/threads/reports/open?timeFrame=2w', lead.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('querystring.timeFrame');
  });
});

describe('reportWindow', () => {
  it('ends now and starts the frame before', () => {
    const at = new Date('2026-03-01T12:00:00Z');
    expect(reportWindow('7d', at)).toEqual({
      from: new Date('2026-02-22T12:00:00Z'),
      to: at,
      bucket: 'day',
      timeZone: 'America/Anchorage',
    });
    expect(reportWindow('365d', at).bucket).toBe('week');
  });
});
