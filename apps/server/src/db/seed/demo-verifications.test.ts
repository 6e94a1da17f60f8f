import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationView } from '@casework/contract';
import { participantVerifications } from '../schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { apiOf, threadsCast, type ThreadsCast } from '#src/modules/threads/threads.test-support.ts';
import { DEMO_VERIFICATIONS, seedDemoVerifications } from './demo-verifications.ts';

let t: TestApp;
let api: ReturnType<typeof apiOf>;
let cast: ThreadsCast;
let seededAt: Date;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiOf(t);
  seededAt = new Date();
  // Whether or not the demo seed already holds them, they are there afterwards.
  await seedDemoVerifications(t.database.db, seededAt);
  cast = await threadsCast(t);
});
afterAll(() => t.close());

const queue = async (status: string) =>
  (await api('GET', `/participants/verifications?status=${status}&take=100`, cast.staff.token)).json<{
    items: VerificationView[];
    total: number;
  }>();

describe('seedDemoVerifications', () => {
  it('shows Lena her identity verified in person, by a named staff member, with a note', async () => {
    const own = (
      await api(
        'GET',
        `/participants/${cast.participant.participantId}/verifications`,
        cast.participant.token,
      )
    ).json<{ items: VerificationView[]; total: number }>();
    expect(own.items).toContainEqual(
      expect.objectContaining({
        method: 'in-person-tribal-id',
        status: 'verified',
        requestedBy: expect.objectContaining({ name: 'Peter Active' }),
        decidedBy: expect.objectContaining({ name: 'Grace John' }),
        decisionNote: expect.stringContaining('Tribal ID card seen'),
      }),
    );
  });

  it('holds verified, pending and rejected verifications across demo participants, all in the past', async () => {
    const verified = await queue('verified');
    const pending = await queue('pending');
    const rejected = await queue('rejected');
    for (const page of [verified, pending, rejected]) expect(page.total).toBeGreaterThanOrEqual(1);
    expect(pending.items.map((v) => v.participantName)).toEqual(
      expect.arrayContaining(['Joseph Nicolai', 'Sarah Johnson']),
    );
    const ella = rejected.items.find((v) => v.participantName === 'Ella Kameroff')!;
    expect(ella.decisionNote).toMatch(/blurry/);
    for (const v of [...verified.items, ...rejected.items]) {
      expect(Date.parse(v.decidedAt!)).toBeGreaterThanOrEqual(Date.parse(v.requestedAt));
      expect(Date.parse(v.decidedAt!)).toBeLessThanOrEqual(seededAt.getTime());
    }
  });

  it('runs again without duplicating anything', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(participantVerifications);
    expect(before!.n).toBeGreaterThanOrEqual(DEMO_VERIFICATIONS.length);
    expect(await seedDemoVerifications(t.database.db, new Date(seededAt.getTime() + 86_400_000))).toEqual({
      created: 0,
    });
    const [after] = await t.database.db.select({ n: count() }).from(participantVerifications);
    expect(after!.n).toBe(before!.n);
  });
});
