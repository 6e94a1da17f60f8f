import {
  WEBHOOK_FAILING_STREAK,
  type WebhookEventType,
  type WebhookHealth,
  type WebhookNotificationView,
  type WebhookView,
} from '@casework/contract';
import type { createWebhookDeliveriesRepository } from './webhook-deliveries.repository.ts';
import type { WebhookRow } from './webhooks.repository.ts';
import { isoOrNull, isoString } from '#src/platform/runtime/iso-string.ts';

type AttemptRow = Awaited<
  ReturnType<ReturnType<typeof createWebhookDeliveriesRepository>['listAttempts']>
>['rows'][number];

export function webhookHealth(
  row: Pick<WebhookRow, 'isActive' | 'disabledReason' | 'failureStreak' | 'lastOutcome'>,
): WebhookHealth {
  if (!row.isActive) return row.disabledReason ? 'disabled' : 'paused';
  if (row.failureStreak >= WEBHOOK_FAILING_STREAK) return 'failing';
  return row.lastOutcome === null ? 'new' : 'healthy';
}

/** A webhook without its secrets; the previous secret's expiry shows only while it still signs. */
export function presentWebhook(row: WebhookRow, now: Date): WebhookView {
  const previousStillSigns = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    isActive: row.isActive,
    health: webhookHealth(row),
    disabledReason: row.disabledReason,
    failureStreak: row.failureStreak,
    lastDeliveryAt: isoOrNull(row.lastDeliveryAt),
    lastStatusCode: row.lastStatusCode,
    lastOutcome: row.lastOutcome,
    secretRotatedAt: isoOrNull(row.secretRotatedAt),
    previousSecretExpiresAt: previousStillSigns ? isoOrNull(row.previousSecretExpiresAt) : null,
    pendingDeliveries: row.pendingDeliveries,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

export function presentAttempt(row: AttemptRow): WebhookNotificationView {
  const { attempt } = row;
  return {
    id: attempt.id,
    deliveryId: attempt.deliveryId,
    webhookId: attempt.webhookId,
    webhookUrl: row.webhookUrl,
    eventType: attempt.eventType,
    eventId: row.eventId,
    attempt: attempt.attempt,
    trigger: attempt.trigger,
    attemptedAt: isoString(attempt.attemptedAt),
    durationMs: attempt.durationMs,
    statusCode: attempt.statusCode,
    outcome: attempt.outcome,
    error: attempt.error,
    responseExcerpt: attempt.responseExcerpt,
    deliveryStatus: row.deliveryStatus,
    nextRetryAt: isoOrNull(row.nextRetryAt),
  };
}
