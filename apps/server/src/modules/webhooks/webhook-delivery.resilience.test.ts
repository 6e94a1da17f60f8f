import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, type WebhookNotificationView } from '@casework/contract';
import { outboxEvents, webhookDeliveries } from '#src/db/schema/index.ts';
import { buildParticipant } from '#test/factories.ts';
import { retryDelayMs } from './webhook-delivery.ts';
import { useWebhooksTestApp, waitFor } from './webhooks.test-support.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('retryDelayMs', () => {
  const middle = () => 0.5;

  it('doubles from the base after each failure, never beyond 12 hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(0, 30_000, middle)).toBe(30_000);
    expect(retryDelayMs(11, 30_000, middle)).toBe(30_000 * 1024);
    expect(retryDelayMs(12, 30_000, middle)).toBe(12 * HOUR);
    expect(retryDelayMs(50, 30_000, middle)).toBe(12 * HOUR);
  });

  it('spreads each wait between half and one and a half times its nominal length', () => {
    expect(retryDelayMs(3, 30_000, () => 0)).toBe(60_000);
    // Math.random() stays below 1: 1.5 times is the bound, never reached.
    expect(retryDelayMs(3, 30_000, () => 1)).toBe(180_000);
    expect(retryDelayMs(30, 30_000, () => 1)).toBe(18 * HOUR);
    const samples = Array.from({ length: 200 }, () => retryDelayMs(3, 30_000));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(60_000);
    expect(Math.max(...samples)).toBeLessThanOrEqual(180_000);
    expect(new Set(samples).size).toBeGreaterThan(100);
  });

  it(`spreads ${WEBHOOK_MAX_ATTEMPTS} attempts over about three days with a 30 s base`, () => {
    const schedule = (random?: () => number) =>
      Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 30_000, random)).reduce(
        (a, b) => a + b,
        0,
      );
    const nominal = schedule(middle);
    expect(nominal / DAY).toBeGreaterThan(2.5);
    expect(nominal / DAY).toBeLessThan(3.5);
    for (let run = 0; run < 20; run++) {
      const jittered = schedule();
      expect(jittered).toBeGreaterThanOrEqual(nominal * 0.5);
      expect(jittered).toBeLessThanOrEqual(nominal * 1.5);
    }
  });
});

describe('a burst of events through a receiver that fails, then recovers', () => {
  const w = useWebhooksTestApp();

  it('delivers every event exactly once successfully; failed attempts are logged and retried', async () => {
    const { webhook, endpoint } = await w.createWebhook({ eventTypes: ['participant.updated'] });
    const { db } = w.t.database;
    const participant = await buildParticipant(db);
    const deliveries = () =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    const log = async () => (await w.notifications({ webhookId: webhook.id, take: 100 })).items;

    // The receiver is down: the first events meet a refused connection and wait for a retry.
    await w.receiver.stopListening();
    for (let i = 0; i < 5; i++) await w.updateParticipant(participant.participantId);
    const outage = await waitFor(
      async () => {
        const attempts = await log();
        return new Set(attempts.map((a) => a.deliveryId)).size === 5 && attempts;
      },
      15_000,
      'a first attempt of the five deliveries',
    );
    expect(outage.every((a) => a.outcome === 'failed' && a.statusCode === null)).toBe(true);
    expect(outage[0]!.error).toMatch(/refused the connection/);
    // The latest attempt of a waiting delivery shows when it is tried again; earlier ones do not.
    const latest = new Map<string, WebhookNotificationView>();
    for (const a of outage)
      if ((latest.get(a.deliveryId)?.attempt ?? 0) < a.attempt) latest.set(a.deliveryId, a);
    for (const a of outage) {
      if (latest.get(a.deliveryId) !== a) expect(a.nextRetryAt).toBeNull();
      else if (a.deliveryStatus === 'pending')
        expect(Date.parse(a.nextRetryAt!)).toBeGreaterThan(Date.parse(a.attemptedAt));
    }
    expect([...latest.values()].some((a) => a.deliveryStatus === 'pending' && a.nextRetryAt)).toBe(true);
    expect((await w.getWebhook(webhook.id)).pendingDeliveries).toBe(5);

    // It comes back, but first closes connections unanswered, answers 500 and hangs past the timeout.
    endpoint.script('close', 'close', 'close', 500, 500, 500, 'hang', 'hang');
    await w.receiver.listenAgain();
    for (let i = 0; i < 15; i++) await w.updateParticipant(participant.participantId);

    const done = await waitFor(
      async () => {
        const rows = await deliveries();
        return rows.length === 20 && rows.every((d) => d.status === 'delivered') && rows;
      },
      50_000,
      'every delivery delivered',
    );

    // One delivery per event, and every event arrived.
    const events = await db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'participant.updated'),
          eq(outboxEvents.aggregateId, participant.participantId),
        ),
      )
      .orderBy(asc(outboxEvents.seq));
    expect(events).toHaveLength(20);
    const eventIds = new Set(events.map((e) => e.id));
    expect(new Set(done.map((d) => d.eventId))).toEqual(eventIds);
    const received = endpoint.requests;
    expect(new Set(received.map((r) => r.webhookId))).toEqual(new Set(done.map((d) => `msg_${d.id}`)));
    expect(new Set(received.filter((r) => r.reply === 200).map((r) => r.payload.data.eventId))).toEqual(
      eventIds,
    );

    // A webhook-id comes again only after a failed attempt: the same bytes, one success, last.
    const attempts = await log();
    for (const delivery of done) {
      const requests = endpoint.requestsFor(delivery.id);
      expect(requests.map((r) => r.reply === 200)).toEqual([...requests.slice(1).map(() => false), true]);
      expect(new Set(requests.map((r) => r.rawBody)).size).toBe(1);
      const own = attempts.filter((a) => a.deliveryId === delivery.id).sort((a, b) => a.attempt - b.attempt);
      expect(own.map((a) => a.attempt)).toEqual(own.map((_, i) => i + 1));
      expect(own.at(-1)).toMatchObject({
        outcome: 'succeeded',
        deliveryStatus: 'delivered',
        nextRetryAt: null,
      });
      // Every attempt that reached the receiver is one request it got.
      expect(own.filter((a) => !/refused the connection/.test(a.error ?? ''))).toHaveLength(requests.length);
      expect(delivery.attempts).toBe(own.length);
    }

    // The failed attempts, each with what went wrong.
    const failed = attempts.filter((a) => a.outcome !== 'succeeded');
    expect(new Set(failed.map((a) => a.outcome))).toEqual(new Set(['failed', 'timeout']));
    expect(failed.filter((a) => a.outcome === 'timeout')).toHaveLength(2);
    expect(
      failed.filter((a) => a.outcome === 'timeout').every((a) => /No answer within 2 s/.test(a.error!)),
    ).toBe(true);
    expect(failed.filter((a) => a.statusCode === 500)).toHaveLength(3);
    expect(failed.filter((a) => /closed the connection/.test(a.error ?? ''))).toHaveLength(3);
    expect(failed.filter((a) => /refused the connection/.test(a.error ?? '')).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(attempts).toHaveLength(20 + failed.length);

    expect(await w.getWebhook(webhook.id)).toMatchObject({
      health: 'healthy',
      failureStreak: 0,
      lastOutcome: 'succeeded',
      pendingDeliveries: 0,
    });
  }, 90_000);
});
