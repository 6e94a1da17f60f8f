import {
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookBody,
  type ListWebhookNotificationsQuery,
  type UpdateWebhookBody,
  type WebhookDeliveryQueued,
  type WebhookNotificationView,
  type WebhookView,
  type WebhookWithSecret,
  webhookUrlProblem,
} from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import type { SecretBox } from '#src/platform/crypto/secret-box.ts';
import { badRequest, conflict, notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import type { AddressGuard } from '#src/platform/outbound/address-guard.ts';
import { generateWebhookSecret } from '#src/platform/outbound/standard-webhooks.ts';
import { createWebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import type { WebhookDelivery } from './webhook-delivery.ts';
import { presentAttempt, presentWebhook } from './webhooks.presenter.ts';
import { createWebhooksRepository, type WebhookRow } from './webhooks.repository.ts';

export interface WebhooksServiceOptions {
  db: Db;
  secrets: SecretBox;
  guard: AddressGuard;
  delivery: Pick<WebhookDelivery, 'queueManual'>;
  /** Outside production, http:// is accepted for a receiver on this machine (still only when allow-listed). */
  allowHttpLocal: boolean;
  now?: () => Date;
}

const urlRefused = (detail: string) =>
  badRequest(detail, [{ field: 'body.url', message: detail }], 'webhook.url_refused');

function describeChanges(before: WebhookRow, body: UpdateWebhookBody): string[] {
  const parts: string[] = [];
  if (body.url !== undefined && body.url !== before.url) parts.push(`address changed to ${body.url}`);
  if (body.description !== undefined && body.description !== before.description)
    parts.push('description changed');
  if (body.eventTypes !== undefined) parts.push(`events: ${[...new Set(body.eventTypes)].join(', ')}`);
  if (body.isActive !== undefined && body.isActive !== before.isActive)
    parts.push(body.isActive ? 'switched on' : 'paused');
  return parts;
}

export function createWebhooksService(options: WebhooksServiceOptions) {
  const { db, secrets, guard, delivery, allowHttpLocal, now = () => new Date() } = options;

  /** The contract's webhook address rule: its scheme part here, then the SSRF guard (DNS and the allow-list). */
  async function assertUrlAllowed(raw: string): Promise<void> {
    const problem = webhookUrlProblem(raw, { allowHttpLocal });
    if (problem) throw urlRefused(problem);
    const check = await guard.checkUrl(new URL(raw));
    if (!check.ok) throw urlRefused(check.reason);
  }

  async function load(id: string): Promise<WebhookRow> {
    const row = await createWebhooksRepository(db).find(id);
    if (!row) throw notFound('webhook', id);
    return row;
  }

  function withSecret(row: WebhookRow, secret: string): WebhookWithSecret {
    return { ...presentWebhook(row, now()), secret };
  }

  return {
    eventTypes() {
      return { items: WEBHOOK_EVENTS.map((e) => ({ ...e, example: { ...e.example } })) };
    },

    async list(page: { take: number; skip: number }) {
      const { rows, total } = await createWebhooksRepository(db).list(page);
      const at = now();
      return { items: rows.map((r) => presentWebhook(r, at)), total };
    },

    async get(id: string): Promise<WebhookView> {
      return presentWebhook(await load(id), now());
    },

    async create(principal: Principal, body: CreateWebhookBody): Promise<WebhookWithSecret> {
      await assertUrlAllowed(body.url);
      const secret = body.secret ?? generateWebhookSecret();
      const id = uuidv7();
      const eventTypes = [...new Set(body.eventTypes)];
      await db.transaction(async (tx) => {
        await createWebhooksRepository(tx).insert({
          id,
          url: body.url,
          description: body.description ?? '',
          eventTypes,
          isActive: body.isActive ?? true,
          secretSealed: secrets.seal(secret),
          createdByUserId: principal.userId,
        });
        await writeActivity(tx, {
          kind: 'webhook-changed',
          actorUserId: principal.userId,
          message: `Created webhook ${body.url} for ${eventTypes.length} event type(s).`,
          detail: { webhookId: id, action: 'created', url: body.url, eventTypes },
        });
      });
      return withSecret(await load(id), secret);
    },

    async update(principal: Principal, id: string, body: UpdateWebhookBody): Promise<WebhookView> {
      if (body.url !== undefined) await assertUrlAllowed(body.url);
      await db.transaction(async (tx) => {
        const repo = createWebhooksRepository(tx);
        const before = await repo.find(id, { lock: true });
        if (!before) throw notFound('webhook', id);
        const switchingOn = body.isActive === true;
        await repo.update(id, {
          ...(body.url !== undefined && { url: body.url }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.eventTypes !== undefined && { eventTypes: [...new Set(body.eventTypes)] }),
          ...(body.isActive !== undefined && { isActive: body.isActive }),
          // Switching on (again) starts afresh: a 410 disablement and the failure streak are cleared.
          ...(switchingOn && { disabledReason: null, failureStreak: 0 }),
        });
        if (body.isActive === false) await createWebhookDeliveriesRepository(tx).cancelPending(id);
        const parts = describeChanges(before, body);
        await writeActivity(tx, {
          kind: 'webhook-changed',
          actorUserId: principal.userId,
          message: `Updated webhook ${before.url}${parts.length ? `: ${parts.join('; ')}` : ''}.`,
          detail: { webhookId: id, action: 'updated', ...body },
        });
      });
      return presentWebhook(await load(id), now());
    },

    async remove(principal: Principal, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createWebhooksRepository(tx);
        const before = await repo.find(id, { lock: true });
        if (!before) throw notFound('webhook', id);
        await repo.delete(id);
        await writeActivity(tx, {
          kind: 'webhook-changed',
          actorUserId: principal.userId,
          message: `Deleted webhook ${before.url}.`,
          detail: { webhookId: id, action: 'deleted', url: before.url },
        });
      });
    },

    /** A new secret; the current one keeps signing beside it for 24 hours so receivers can switch over. */
    async rotateSecret(principal: Principal, id: string): Promise<WebhookWithSecret> {
      const secret = generateWebhookSecret();
      await db.transaction(async (tx) => {
        const repo = createWebhooksRepository(tx);
        const before = await repo.find(id, { lock: true });
        if (!before) throw notFound('webhook', id);
        const at = now();
        await repo.update(id, {
          secretSealed: secrets.seal(secret),
          previousSecretSealed: before.secretSealed,
          previousSecretExpiresAt: new Date(at.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000),
          secretRotatedAt: at,
        });
        await writeActivity(tx, {
          kind: 'webhook-changed',
          actorUserId: principal.userId,
          message: `Rotated the signing secret of webhook ${before.url}; the previous secret signs too for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours.`,
          detail: { webhookId: id, action: 'secret-rotated' },
        });
      });
      return withSecret(await load(id), secret);
    },

    /** Sends a `webhook.test` event to this webhook now, whatever it subscribes to. */
    async sendTest(principal: Principal, id: string): Promise<WebhookDeliveryQueued> {
      const webhook = await load(id);
      if (!webhook.isActive)
        throw conflict(
          'webhook.inactive',
          'This webhook is switched off. Switch it on, then send a test event.',
        );
      const deliveryId = uuidv7();
      const at = now();
      await createWebhookDeliveriesRepository(db).insert({
        id: deliveryId,
        webhookId: id,
        eventId: null,
        eventType: WEBHOOK_TEST_EVENT,
        body: JSON.stringify({
          type: WEBHOOK_TEST_EVENT,
          timestamp: at.toISOString(),
          data: {
            webhookId: id,
            requestedByUserId: principal.userId,
            note: 'A test event sent from Casework.',
          },
        }),
        nextAttemptAt: null,
      });
      await delivery.queueManual(deliveryId, 'test');
      return { deliveryId, webhookId: id, eventType: WEBHOOK_TEST_EVENT, status: 'pending' };
    },

    /** One more attempt of a past delivery, with the same webhook-id (receivers that deduplicate ignore it). */
    async redeliver(deliveryId: string): Promise<WebhookDeliveryQueued> {
      const found = await createWebhookDeliveriesRepository(db).find(deliveryId);
      if (!found) throw notFound('webhook delivery', deliveryId);
      const webhook = await load(found.webhookId);
      if (!webhook.isActive)
        throw conflict('webhook.inactive', 'This webhook is switched off. Switch it on, then redeliver.');
      await delivery.queueManual(deliveryId, 'redeliver');
      return { deliveryId, webhookId: found.webhookId, eventType: found.eventType, status: found.status };
    },

    async notifications(query: ListWebhookNotificationsQuery & { take: number; skip: number }) {
      const { rows, total } = await createWebhookDeliveriesRepository(db).listAttempts({
        ...query,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      });
      const items: WebhookNotificationView[] = rows.map(presentAttempt);
      return { items, total };
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
