import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptOutcome,
  type WebhookHealth,
  type WebhookNotificationView,
  type WebhookView,
} from '@casework/contract';

/** What each health means, in a sentence for the summary. */
export const HEALTH_LABELS: Record<WebhookHealth, string> = {
  new: 'New',
  healthy: 'Healthy',
  failing: 'Failing',
  disabled: 'Disabled (410 Gone)',
  paused: 'Paused',
};

export const OUTCOME_LABELS: Record<WebhookAttemptOutcome, string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  timeout: 'Timed out',
  refused: 'Address refused',
  gone: 'Gone (410)',
};

/** What each outcome means, for the expanded row; a failure is told apart by whether an answer came. */
export function outcomeHelp(attempt: Pick<WebhookNotificationView, 'outcome' | 'statusCode'>): string {
  switch (attempt.outcome) {
    case 'succeeded':
      return 'The receiver answered with a 2xx status.';
    case 'failed':
      return attempt.statusCode === null
        ? 'Casework got no answer from the receiver; the error says why.'
        : `The receiver answered ${attempt.statusCode}; only a 2xx status counts as delivered.`;
    case 'timeout':
      return 'The receiver did not answer in time.';
    case 'refused':
      return 'Casework did not send it: the address resolves to a private, local or metadata address.';
    case 'gone':
      return 'The receiver answered 410 Gone, so the webhook was disabled.';
  }
}

export const TRIGGER_LABELS: Record<WebhookNotificationView['trigger'], string> = {
  automatic: 'Automatic',
  redeliver: 'Redelivery',
  test: 'Test',
};

const DELIVERY_STATUS_LABELS: Record<WebhookNotificationView['deliveryStatus'], string> = {
  pending: 'Waiting for its next attempt',
  delivered: 'Delivered',
  failed: 'Failed: no more attempts are scheduled',
  cancelled: 'Cancelled: the webhook was paused or disabled first',
};

/**
 * The delivery's status, as far as this attempt's row can tell: only automatic attempts are retried, so "every
 * retry was used" is said only after the last automatic one; a test event or a redelivery is tried once.
 */
export function deliveryStatusLabel(
  attempt: Pick<WebhookNotificationView, 'deliveryStatus' | 'eventType' | 'trigger' | 'attempt'>,
): string {
  if (attempt.deliveryStatus !== 'failed') return DELIVERY_STATUS_LABELS[attempt.deliveryStatus];
  if (attempt.eventType === WEBHOOK_TEST_EVENT) return 'Failed: a test event is tried once, not retried';
  if (attempt.trigger === 'redeliver') return 'Failed: a redelivery is tried once, not retried';
  if (attempt.attempt >= WEBHOOK_MAX_ATTEMPTS) return 'Failed: every retry was used';
  return DELIVERY_STATUS_LABELS.failed;
}

/** "status 503", "succeeded" or "could not connect": how the receiver answered the latest delivery. */
export function lastDeliveryAnswer(webhook: Pick<WebhookView, 'lastStatusCode' | 'lastOutcome'>): string {
  if (webhook.lastStatusCode !== null) return `status ${webhook.lastStatusCode}`;
  return webhook.lastOutcome === 'succeeded' ? 'succeeded' : 'could not connect';
}
