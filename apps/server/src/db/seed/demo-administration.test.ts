import { localDateOf, LOG_CATEGORY_CODES } from '@casework/contract';
import { count, eq, max, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#test/harness.ts';
import type { Database } from '../client.ts';
import {
  activityLogs,
  applications,
  helpLinks,
  participants,
  teams,
  userActionLogs,
} from '../schema/index.ts';
import {
  DEMO_APPLICATIONS,
  DEMO_HELP_LINKS,
  DEMO_LOG_DAYS,
  demoLogHistory,
  seedDemoAdministration,
} from './demo-administration.ts';
import { seedDemoOrganisation } from './seed.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const countOf = async (
  table: typeof applications | typeof helpLinks | typeof userActionLogs | typeof activityLogs,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('the demo administration seed', () => {
  it('gives each application the team that answers it, and one inactive seasonal application', async () => {
    const rows = await database.db
      .select({ name: applications.name, team: teams.name, isActive: applications.isActive })
      .from(applications)
      .innerJoin(teams, eq(teams.id, applications.teamId));
    expect(rows).toHaveLength(DEMO_APPLICATIONS.length);
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'Housing assistance', team: 'Housing & Energy Assistance', isActive: true },
        { name: 'Energy assistance (LIHEAP)', team: 'Housing & Energy Assistance', isActive: true },
        { name: 'Behavioral health intake', team: 'Behavioral Health', isActive: true },
        { name: 'Elder services', team: 'Elders Program', isActive: true },
        { name: 'Tribal TANF & family services', team: 'Family Services', isActive: true },
        { name: 'Holiday food boxes', team: 'Elders Program', isActive: false },
      ]),
    );
  });

  it('holds help links with valid https addresses', async () => {
    const rows = await database.db.select().from(helpLinks);
    expect(rows.map((r) => r.title).sort()).toEqual(DEMO_HELP_LINKS.map((l) => l.title).sort());
    expect(rows.every((r) => r.url.startsWith('https://'))).toBe(true);
  });

  it('holds about two months of user actions and activity, weekdays busier, nothing in the future', async () => {
    const actions = await database.db.select().from(userActionLogs);
    expect(actions.length).toBeGreaterThan(1_500);
    expect(actions.length).toBeLessThan(8_000);
    expect(new Set(actions.map((a) => a.category))).toEqual(new Set(LOG_CATEGORY_CODES));
    const [span] = await database.db
      .select({ first: min(userActionLogs.createdAt), last: max(userActionLogs.createdAt) })
      .from(userActionLogs);
    const days = (span!.last!.getTime() - span!.first!.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(DEMO_LOG_DAYS - 5);
    expect(days).toBeLessThanOrEqual(DEMO_LOG_DAYS);
    expect(span!.last!.getTime()).toBeLessThanOrEqual(Date.now());
    const perDay = new Map<string, number>();
    for (const a of actions) {
      const day = localDateOf(a.createdAt, 'America/Anchorage');
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const weekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    const average = (days: [string, number][]) => days.reduce((sum, [, n]) => sum + n, 0) / days.length;
    const entries = [...perDay];
    expect(average(entries.filter(([d]) => !weekend(d)))).toBeGreaterThan(
      3 * average(entries.filter(([d]) => weekend(d))),
    );

    const activity = await database.db.select().from(activityLogs);
    const sensitive = activity.filter((a) => a.kind === 'sensitive-info-access');
    expect(sensitive.length).toBeGreaterThan(3);
    expect(
      sensitive.every((a) => /Reason: .{10,}/.test(a.message) && typeof a.detail.reason === 'string'),
    ).toBe(true);
    expect(new Set(activity.map((a) => a.kind))).toEqual(
      new Set(['sensitive-info-access', 'message-created', 'thread-assigned', 'thread-referred']),
    );
    expect(activity.every((a) => a.participantId !== null && a.actorUserId !== null)).toBe(true);
    // Every actor is a staff member, so a message row does not say the participant wrote it.
    const messages = activity.filter((a) => a.kind === 'message-created');
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((a) => !a.message.endsWith(' by staff.')).map((a) => a.message)).toEqual([]);
  });

  it('writes nothing secret and nothing about the two demo accounts that sign in', async () => {
    const signInParticipants = await database.db
      .select({ id: participants.participantId })
      .from(participants)
      .where(eq(participants.firstName, 'Lena'));
    const activity = await database.db.select().from(activityLogs);
    expect(activity.some((a) => a.participantId === signInParticipants[0]!.id)).toBe(false);
    const text = JSON.stringify([activity, await database.db.select().from(userActionLogs)]);
    expect(text).not.toMatch(/password|passphrase":|token|Casework!demo1/i);
  });

  it('is deterministic: the same people and day give the same history', () => {
    const people = [
      {
        userId: '0190c3d4-0000-7000-8000-000000000001',
        name: 'Ada Okpik',
        kind: 'staff' as const,
        isAdmin: true,
      },
      {
        userId: '0190c3d4-0000-7000-8000-000000000002',
        name: '',
        kind: 'participant' as const,
        isAdmin: false,
      },
    ];
    const subjects = [{ participantId: 'ABCD-EFGH', name: 'Mary Ivanoff' }];
    const now = new Date('2025-02-14T23:00:00Z');
    const one = demoLogHistory(people, subjects, ['Family Services', 'Elders Program'], now);
    const two = demoLogHistory(people, subjects, ['Family Services', 'Elders Program'], now);
    expect(one).toEqual(two);
    expect(one.actions.length).toBeGreaterThan(100);
    expect(one.actions.every((a) => a.createdAt <= now)).toBe(true);
  });

  it('runs again without adding anything, also on a later day', async () => {
    const before = await Promise.all([applications, helpLinks, userActionLogs, activityLogs].map(countOf));
    await seedDemoOrganisation(database.db);
    await seedDemoAdministration(database.db, new Date(Date.now() + 3 * 86_400_000));
    const after = await Promise.all([applications, helpLinks, userActionLogs, activityLogs].map(countOf));
    expect(after).toEqual(before);
  });
});
