import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users, webhookAttempts, webhookDeliveries, webhooks } from '../schema/index.ts';
import type { SecretBox } from '#src/platform/crypto/secret-box.ts';
import { generateWebhookSecret } from '#src/platform/outbound/standard-webhooks.ts';
import { demoId } from './demo-ids.ts';

const HOUR = 3_600_000;

interface DemoAttempt {
  hoursAgo: number;
  statusCode: number | null;
  outcome: 'succeeded' | 'failed' | 'timeout' | 'gone';
  durationMs: number;
  excerpt?: string;
  error?: string;
}

interface DemoWebhook {
  key: string;
  url: string;
  description: string;
  eventTypes: string[];
  isActive: boolean;
  disabledReason?: string;
  createdDaysAgo: number;
  /** One delivery per entry, each with its attempts (oldest first). */
  deliveries: { eventType: string; attempts: DemoAttempt[]; pendingRetryInHours?: number }[];
}

const ok = (hoursAgo: number, durationMs = 140): DemoAttempt => ({
  hoursAgo,
  statusCode: 200,
  outcome: 'succeeded',
  durationMs,
  excerpt: '{"received":true}',
});

/**
 * Three partner webhooks, so the webhooks screens show each state: a healthy data-warehouse feed, a case-system
 * integration that is failing (503s and timeouts, a retry waiting), and a retired notification service that
 * answered 410 Gone and was disabled. The secrets are random; the receivers live on example domains.
 */
const DEMO_WEBHOOKS: DemoWebhook[] = [
  {
    key: 'warehouse',
    url: 'https://warehouse.example.org/casework/webhooks',
    description: 'Data warehouse: keeps the reporting copy of participants and services current.',
    eventTypes: [
      'participant.created',
      'participant.updated',
      'participant.status_changed',
      'participant.merged',
      'service.created',
      'service.updated',
      'service.recommended',
    ],
    isActive: true,
    createdDaysAgo: 40,
    deliveries: [
      { eventType: 'participant.updated', attempts: [ok(70, 180)] },
      { eventType: 'service.updated', attempts: [ok(52, 95)] },
      { eventType: 'service.recommended', attempts: [ok(49, 122)] },
      {
        eventType: 'participant.created',
        attempts: [
          { hoursAgo: 30, statusCode: 502, outcome: 'failed', durationMs: 2_210, excerpt: 'Bad Gateway' },
          ok(29.9, 160),
        ],
      },
      { eventType: 'participant.updated', attempts: [ok(20, 131)] },
      { eventType: 'service.recommended', attempts: [ok(6, 118)] },
      { eventType: 'participant.status_changed', attempts: [ok(2, 102)] },
    ],
  },
  {
    key: 'case-system',
    url: 'https://cases.partner.example.net/hooks/casework',
    description: 'Regional case system: opens a case file when a thread is referred to Family Services.',
    eventTypes: ['thread.created', 'thread.referred', 'thread.assigned', 'thread.archived'],
    isActive: true,
    createdDaysAgo: 12,
    deliveries: [
      { eventType: 'thread.created', attempts: [ok(60, 240)] },
      { eventType: 'thread.referred', attempts: [ok(26, 310)] },
      {
        eventType: 'thread.assigned',
        attempts: [
          {
            hoursAgo: 5,
            statusCode: 503,
            outcome: 'failed',
            durationMs: 480,
            excerpt: 'Service Unavailable',
          },
          {
            hoursAgo: 4.9,
            statusCode: 503,
            outcome: 'failed',
            durationMs: 455,
            excerpt: 'Service Unavailable',
          },
          {
            hoursAgo: 4.8,
            statusCode: null,
            outcome: 'timeout',
            durationMs: 15_000,
            error: 'No answer within 15 s',
          },
          {
            hoursAgo: 4.5,
            statusCode: 503,
            outcome: 'failed',
            durationMs: 501,
            excerpt: 'Service Unavailable',
          },
          {
            hoursAgo: 3.5,
            statusCode: 503,
            outcome: 'failed',
            durationMs: 470,
            excerpt: 'Service Unavailable',
          },
          {
            hoursAgo: 1.5,
            statusCode: 503,
            outcome: 'failed',
            durationMs: 463,
            excerpt: 'Service Unavailable',
          },
        ],
        pendingRetryInHours: 2.5,
      },
    ],
  },
  {
    key: 'notify',
    url: 'https://notify.example.com/v1/casework-events',
    description: 'Old text-message notification service (retired in October).',
    eventTypes: ['message.created'],
    isActive: false,
    disabledReason:
      'The receiver answered 410 Gone, so delivery stopped. Switch the webhook on again once the receiver accepts deliveries.',
    createdDaysAgo: 200,
    deliveries: [
      { eventType: 'message.created', attempts: [ok(400, 90)] },
      {
        eventType: 'message.created',
        attempts: [{ hoursAgo: 300, statusCode: 410, outcome: 'gone', durationMs: 88, excerpt: 'Gone' }],
      },
    ],
  },
];

/** Seeds the demo webhooks with a delivery history (once; a second run changes nothing). */
export async function seedDemoWebhooks(db: Db, secrets: SecretBox, now: Date = new Date()): Promise<void> {
  const ids = DEMO_WEBHOOKS.map((w) => demoId(`webhook:${w.key}`, 0));
  const existing = await db.select({ id: webhooks.id }).from(webhooks).where(inArray(webhooks.id, ids));
  if (existing.length > 0) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.org'));
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  await db.transaction(async (tx) => {
    for (const [index, hook] of DEMO_WEBHOOKS.entries()) {
      const webhookId = ids[index]!;
      const attempts = hook.deliveries.flatMap((d) => d.attempts);
      const last = attempts.reduce((a, b) => (a.hoursAgo < b.hoursAgo ? a : b));
      let streak = 0;
      for (const a of [...attempts].sort((x, y) => y.hoursAgo - x.hoursAgo))
        streak = a.outcome === 'succeeded' ? 0 : streak + 1;
      await tx.insert(webhooks).values({
        id: webhookId,
        url: hook.url,
        description: hook.description,
        eventTypes: hook.eventTypes,
        isActive: hook.isActive,
        disabledReason: hook.disabledReason ?? null,
        secretSealed: secrets.seal(generateWebhookSecret()),
        failureStreak: streak,
        lastDeliveryAt: at(last.hoursAgo),
        lastStatusCode: last.statusCode,
        lastOutcome: last.outcome === 'succeeded' ? 'succeeded' : 'failed',
        createdByUserId: admin?.id ?? null,
        createdAt: at(hook.createdDaysAgo * 24),
        updatedAt: at(hook.createdDaysAgo * 24),
      });
      for (const [n, delivery] of hook.deliveries.entries()) {
        const deliveryId = demoId(`webhook:${hook.key}:delivery`, n);
        const first = at(delivery.attempts[0]!.hoursAgo);
        const final = delivery.attempts.at(-1)!;
        const eventId = demoId(`webhook:${hook.key}:event`, n);
        const body = JSON.stringify({
          type: delivery.eventType,
          timestamp: first.toISOString(),
          data: { eventId, actorUserId: admin?.id ?? null, demo: true },
        });
        const status =
          final.outcome === 'succeeded'
            ? 'delivered'
            : final.outcome === 'gone'
              ? 'cancelled'
              : delivery.pendingRetryInHours
                ? 'pending'
                : 'failed';
        await tx.insert(webhookDeliveries).values({
          id: deliveryId,
          webhookId,
          eventId,
          eventType: delivery.eventType,
          body,
          status,
          attempts: delivery.attempts.length,
          nextAttemptAt: delivery.pendingRetryInHours
            ? new Date(now.getTime() + delivery.pendingRetryInHours * HOUR)
            : null,
          createdAt: first,
          updatedAt: at(final.hoursAgo),
        });
        for (const [k, attempt] of delivery.attempts.entries()) {
          await tx.insert(webhookAttempts).values({
            id: demoId(`webhook:${hook.key}:delivery:${n}:attempt`, k),
            deliveryId,
            webhookId,
            eventType: delivery.eventType,
            attempt: k + 1,
            trigger: 'automatic',
            attemptedAt: at(attempt.hoursAgo),
            durationMs: attempt.durationMs,
            statusCode: attempt.statusCode,
            outcome: attempt.outcome,
            error: attempt.error ?? null,
            responseExcerpt: attempt.excerpt ?? '',
          });
        }
      }
    }
  });
}
