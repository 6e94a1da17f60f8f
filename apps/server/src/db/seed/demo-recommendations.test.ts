import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRecommendationsReport } from '@casework/contract';
import { serviceRecommendations } from '../schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { signInAs } from '#test/auth-helpers.ts';
import { apiOf } from '#src/modules/threads/threads.test-support.ts';
import { seedDemoRecommendations } from './demo-recommendations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('seedDemoRecommendations', () => {
  it('runs again without duplicating anything', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(serviceRecommendations);
    expect(before!.n).toBeGreaterThanOrEqual(8);
    expect(await seedDemoRecommendations(t.database.db)).toEqual({ created: 0 });
    const [after] = await t.database.db.select({ n: count() }).from(serviceRecommendations);
    expect(after!.n).toBe(before!.n);
  });

  it('gives the demo participant recommendations with notes, and staff a report of the last 30 days', async () => {
    const api = apiOf(t);
    const participant = (await signInAs(t.app, 'participant')).token;
    const own = (
      await api('GET', '/service-recommendations', participant, undefined)
    ).json<ServiceRecommendationsReport>();
    expect(own.items.map((i) => i.service.name)).toEqual(
      expect.arrayContaining(['LIHEAP Heating Assistance', 'Anchorage Community Food Pantry']),
    );
    expect(own.items.every((i) => i.participant.name === 'Lena Andrews')).toBe(true);
    const supervisor = (await signInAs(t.app, 'supervisor')).token;
    const report = (
      await api('GET', '/service-recommendations', supervisor, undefined)
    ).json<ServiceRecommendationsReport>();
    expect(report.byStaff.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Daniel Kasayulie', 'Martha Nanouk']),
    );
    expect(report.total).toBeGreaterThanOrEqual(8);
  });
});
