import type { WebhookAttemptOutcome, WebhookHealth, WebhookNotificationView } from '@casework/contract';

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

/** What each outcome means, for the expanded row. */
export const OUTCOME_HELP: Record<WebhookAttemptOutcome, string> = {
  succeeded: 'The receiver answered with a 2xx status.',
  failed: 'The receiver answered with another status, or could not be reached.',
  timeout: 'The receiver did not answer in time.',
  refused: 'Casework did not send it: the address resolves to a private, local or metadata address.',
  gone: 'The receiver answered 410 Gone, so the webhook was disabled.',
};

export const TRIGGER_LABELS: Record<WebhookNotificationView['trigger'], string> = {
  automatic: 'Automatic',
  redeliver: 'Redelivery',
  test: 'Test',
};

export const DELIVERY_STATUS_LABELS: Record<WebhookNotificationView['deliveryStatus'], string> = {
  pending: 'Waiting for its next attempt',
  delivered: 'Delivered',
  failed: 'Failed: every retry was used',
  cancelled: 'Cancelled: the webhook was paused or disabled first',
};
