import { createHash } from 'node:crypto';
import { WEBHOOK_MAX_ATTEMPTS } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import type { SecretBox } from '#src/platform/crypto/secret-box.ts';
import { NOTHING_DONE } from '#src/platform/events/outbox-consumer.ts';
import type { LoggedEvent } from '#src/platform/events/outbox-log.repository.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { JOB_QUEUES, type JobQueue } from '#src/platform/jobs/job-queue.ts';
import type { AddressGuard } from '#src/platform/outbound/address-guard.ts';
import { webhookHeaders } from '#src/platform/outbound/standard-webhooks.ts';
import { sendWebhook, type AttemptResult } from '#src/platform/outbound/webhook-sender.ts';
import { createWebhookDeliveriesRepository, type DeliveryRow } from './webhook-deliveries.repository.ts';
import { createWebhooksRepository, type WebhookTarget } from './webhooks.repository.ts';

/** The longest single wait between two attempts. */
const MAX_RETRY_DELAY_MS = 12 * 3_600_000;

/**
 * How long to wait after the `failedAttempts`-th failure: `baseMs` doubling each time, at most 12 h, times a
 * random factor between 0.5 and 1.5 so receivers that fail together are not retried together.
 */
export function retryDelayMs(
  failedAttempts: number,
  baseMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.5 + random()));
}

/** The webhook-id header of a delivery: the same on every attempt, so receivers can deduplicate. */
export const webhookMessageId = (deliveryId: string) => `msg_${deliveryId}`;

/** A UUID derived from `name`, so queuing the same attempt twice (after a crash) queues one job. */
function stableJobId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The body every attempt of a delivery sends: Standard Webhooks' { type, timestamp, data }. */
export function eventBody(event: Pick<LoggedEvent, 'id' | 'type' | 'actorUserId' | 'payload' | 'createdAt'>) {
  return JSON.stringify({
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    data: { eventId: event.id, actorUserId: event.actorUserId, ...event.payload },
  });
}

export interface DeliveryJob {
  deliveryId: string;
  trigger: 'automatic' | 'redeliver' | 'test';
}

export interface WebhookDeliveryOptions {
  db: Db;
  jobs: JobQueue;
  secrets: SecretBox;
  guard: AddressGuard;
  timeoutMs: number;
  retryBaseMs: number;
  log: { warn(detail: Record<string, unknown>, message: string): void };
  /** Workers per process; each holds one attempt (at most `timeoutMs`) at a time. */
  concurrency?: number;
  pollingIntervalSeconds?: number;
  now?: () => Date;
}

/**
 * Webhook delivery: the outbox consumer turns each event into one delivery per subscribed webhook and queues a
 * job; a job makes one HTTP attempt, records it in the delivery log, and on failure queues the next attempt with
 * backoff. State lives in the deliveries table, so a job that runs twice (a crash between the attempt and its
 * record) at worst repeats the attempt under the same webhook-id.
 */
export function createWebhookDelivery(options: WebhookDeliveryOptions) {
  const { db, jobs, secrets, guard, timeoutMs, retryBaseMs, log, now = () => new Date() } = options;
  const expireInSeconds = Math.ceil(timeoutMs / 1000) + 15;

  async function queue(deliveryId: string, trigger: DeliveryJob['trigger'], at: Date | null) {
    const data: DeliveryJob = { deliveryId, trigger };
    await jobs.send(JOB_QUEUES.webhookDelivery, data, {
      // An automatic attempt is identified by its due time; a manual one is a new job every time.
      id: trigger === 'automatic' && at ? stableJobId(`${deliveryId}@${at.toISOString()}`) : undefined,
      startAfter: at && at.getTime() > Date.now() ? at : undefined,
      expireInSeconds,
    });
  }

  /** The current secret, and the previous one while it still signs; null when the current one cannot be opened. */
  function signingSecrets(target: WebhookTarget, at: Date): string[] | null {
    const open = (sealed: string) => {
      try {
        return secrets.open(sealed);
      } catch {
        return null;
      }
    };
    const current = open(target.secretSealed);
    if (current === null) return null;
    const list = [current];
    if (
      target.previousSecretSealed &&
      target.previousSecretExpiresAt &&
      target.previousSecretExpiresAt > at
    ) {
      // A previous secret sealed under another key (AUTH_SECRET changed) is dropped, not fatal.
      const previous = open(target.previousSecretSealed);
      if (previous !== null) list.push(previous);
    }
    return list;
  }

  /** What the delivery becomes after an attempt, and when (if ever) it is tried again. */
  function nextState(
    delivery: DeliveryRow,
    trigger: DeliveryJob['trigger'],
    result: AttemptResult,
    at: Date,
  ) {
    const attempts = delivery.attempts + 1;
    if (result.outcome === 'succeeded')
      return { status: 'delivered' as const, attempts, nextAttemptAt: null };
    if (result.outcome === 'gone') return { status: 'cancelled' as const, attempts, nextAttemptAt: null };
    if (trigger === 'automatic' && delivery.status !== 'pending')
      return { status: delivery.status, attempts, nextAttemptAt: null };
    // A manual attempt (test, redeliver) is tried once; it leaves an automatic schedule as it was.
    if (trigger !== 'automatic') {
      if (delivery.status === 'delivered')
        return { status: 'delivered' as const, attempts, nextAttemptAt: null };
      if (delivery.status === 'pending' && delivery.nextAttemptAt)
        return { status: 'pending' as const, attempts, nextAttemptAt: delivery.nextAttemptAt };
      return { status: 'failed' as const, attempts, nextAttemptAt: null };
    }
    if (attempts >= WEBHOOK_MAX_ATTEMPTS) return { status: 'failed' as const, attempts, nextAttemptAt: null };
    return {
      status: 'pending' as const,
      attempts,
      nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts, retryBaseMs)),
    };
  }

  /** Runs one queued attempt. */
  async function attempt(job: DeliveryJob): Promise<void> {
    const deliveries = createWebhookDeliveriesRepository(db);
    const delivery = await deliveries.find(job.deliveryId);
    if (!delivery) return; // its webhook was deleted
    if (job.trigger === 'automatic') {
      if (delivery.status !== 'pending') return;
      // Already attempted and rescheduled (this job ran before, and the process died before it completed):
      // make sure the next job exists, and leave it to that one.
      if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now().getTime() + 1_000) {
        await queue(delivery.id, 'automatic', delivery.nextAttemptAt);
        return;
      }
    }
    const target = await createWebhooksRepository(db).target(delivery.webhookId);
    if (!target) return;
    if (!target.isActive && job.trigger === 'automatic') {
      await deliveries.update(delivery.id, { status: 'cancelled', nextAttemptAt: null });
      return;
    }

    const startedAt = now();
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    const signing = signingSecrets(target, startedAt);
    const result: AttemptResult = signing
      ? await sendWebhook({
          url: target.url,
          body: delivery.body,
          headers: webhookHeaders({
            id: webhookMessageId(delivery.id),
            timestamp,
            body: delivery.body,
            secrets: signing,
          }),
          timeoutMs,
          guard,
        })
      : {
          outcome: 'failed',
          statusCode: null,
          durationMs: 0,
          responseExcerpt: '',
          error:
            'The signing secret cannot be read (AUTH_SECRET has changed since it was made). Rotate the secret, ' +
            'then give the receiver the new one.',
        };

    const next = await db.transaction(async (tx) => {
      const txDeliveries = createWebhookDeliveriesRepository(tx);
      const current = await txDeliveries.find(delivery.id, { lock: true });
      if (!current) return null;
      const state = nextState(current, job.trigger, result, startedAt);
      await txDeliveries.insertAttempt({
        id: uuidv7(),
        deliveryId: current.id,
        webhookId: current.webhookId,
        eventType: current.eventType,
        attempt: state.attempts,
        trigger: job.trigger,
        attemptedAt: startedAt,
        durationMs: result.durationMs,
        statusCode: result.statusCode,
        outcome: result.outcome,
        error: result.error,
        responseExcerpt: result.responseExcerpt,
      });
      await txDeliveries.update(current.id, state);
      const webhooksRepo = createWebhooksRepository(tx);
      await webhooksRepo.recordOutcome(current.webhookId, {
        at: startedAt,
        statusCode: result.statusCode,
        succeeded: result.outcome === 'succeeded',
      });
      if (result.outcome === 'gone') {
        await webhooksRepo.update(current.webhookId, {
          isActive: false,
          disabledReason:
            'The receiver answered 410 Gone, so delivery stopped. ' +
            'Switch the webhook on again once the receiver accepts deliveries.',
        });
        await txDeliveries.cancelPending(current.webhookId);
        log.warn({ webhookId: current.webhookId }, 'webhook disabled: the receiver answered 410 Gone');
      }
      return state;
    });
    if (next?.status === 'pending' && job.trigger === 'automatic' && next.nextAttemptAt)
      await queue(delivery.id, 'automatic', next.nextAttemptAt);
  }

  return {
    /**
     * The outbox consumer's handler: one delivery per subscribed webhook, each with its first job; NOTHING_DONE
     * when no webhook is subscribed.
     */
    async fanOut(event: LoggedEvent): Promise<void | typeof NOTHING_DONE> {
      const subscribers = await createWebhooksRepository(db).subscribedTo(event.type, event.createdAt);
      if (subscribers.length === 0) return NOTHING_DONE;
      const at = now();
      const body = eventBody(event);
      const pending = await createWebhookDeliveriesRepository(db).insertForEvent(
        event,
        subscribers.map((webhook) => ({ id: uuidv7(), webhookId: webhook.id, body, nextAttemptAt: at })),
      );
      for (const delivery of pending) await queue(delivery.id, 'automatic', delivery.nextAttemptAt);
      jobs.wake(JOB_QUEUES.webhookDelivery);
    },

    /** Queues one manual attempt of a delivery (test event, redeliver). */
    async queueManual(deliveryId: string, trigger: 'redeliver' | 'test'): Promise<void> {
      await queue(deliveryId, trigger, null);
      jobs.wake(JOB_QUEUES.webhookDelivery);
    },

    attempt,

    async start(): Promise<void> {
      await jobs.work<DeliveryJob>(
        JOB_QUEUES.webhookDelivery,
        {
          concurrency: options.concurrency ?? 4,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        (job) => attempt(job.data),
      );
    },

    /**
     * Makes sure every waiting delivery has its job (idempotent: a job's id is derived from its due time). Run at
     * start: it heals a job lost to anything outside this design, and queues deliveries imported with a backup.
     */
    async requeuePending(): Promise<number> {
      const pending = await createWebhookDeliveriesRepository(db).pending();
      for (const delivery of pending) await queue(delivery.id, 'automatic', delivery.nextAttemptAt);
      return pending.length;
    },
  };
}
export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
