import { WEBHOOK_EVENT_TYPES } from '@casework/contract';
import { createSecretBox, webhookSecretKey } from '#src/platform/crypto/secret-box.ts';
import { createOutboxConsumer } from '#src/platform/events/outbox-consumer.ts';
import type { AppModule } from '#src/platform/modules.ts';
import { createAddressGuard } from '#src/platform/outbound/address-guard.ts';
import { createWebhookDelivery } from './webhook-delivery.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import { createWebhooksService } from './webhooks.service.ts';

/** The outbox consumer that turns domain events into webhook deliveries; its cursor is kept under this name. */
export const WEBHOOK_FAN_OUT_CONSUMER = 'webhook-fan-out';
const REQUEUE_EVERY_MS = 5 * 60_000;

/**
 * Webhooks: partner endpoints hear about domain events. The outbox (written in each change's transaction) feeds a
 * durable consumer that makes one delivery per subscribed webhook; pg-boss jobs attempt them, signed per Standard
 * Webhooks, retried with backoff for about three days (docs/decisions/014-webhooks.md).
 */
export const webhooksModule: AppModule = {
  name: 'webhooks',
  async register(api, ctx) {
    const { db } = ctx.database;
    const { config, jobs, notifications } = ctx;
    const log = api.log;
    const secrets = createSecretBox(webhookSecretKey(config.authSecret));
    const guard = createAddressGuard(config.webhooks.allowedHosts);
    const delivery = createWebhookDelivery({
      db,
      jobs,
      secrets,
      guard,
      timeoutMs: config.webhooks.timeoutMs,
      retryBaseMs: config.webhooks.retryBaseMs,
      log,
    });
    await delivery.start();
    // At start and every few minutes, every waiting delivery gets its job back if it lost it (its job ran out of
    // retries while the database was away, say); jobs are idempotent, so this never doubles an attempt.
    const requeue = () =>
      void delivery
        .requeuePending()
        .catch((error: unknown) => log.warn({ error }, 'could not requeue waiting webhook deliveries'));
    requeue();
    const requeueTimer = setInterval(requeue, REQUEUE_EVERY_MS);
    requeueTimer.unref();
    const fanOut = createOutboxConsumer({
      db,
      name: WEBHOOK_FAN_OUT_CONSUMER,
      handle: (event) => delivery.fanOut(event),
      types: WEBHOOK_EVENT_TYPES,
      notifications,
      log,
      // After a crash the next process takes over within ~20 s (handling an event twice adds nothing).
      leaseMs: 15_000,
      pollMs: 5_000,
    });
    await fanOut.start();
    api.addHook('onClose', async () => {
      clearInterval(requeueTimer);
      await fanOut.stop();
    });

    await api.register(webhooksRoutes, {
      webhooks: createWebhooksService({
        db,
        secrets,
        guard,
        delivery,
        allowHttpLocal: config.webhooks.allowHttpLocal,
      }),
    });
  },
};
