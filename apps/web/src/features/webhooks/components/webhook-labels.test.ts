import { WEBHOOK_MAX_ATTEMPTS } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { deliveryStatusLabel, lastDeliveryAnswer, outcomeHelp } from './webhook-labels.ts';
import { buildAttempt } from './webhooks-test-support.ts';

describe('the words for a failed delivery', () => {
  it('say a test event is tried once, not that every retry was used', () => {
    const test = buildAttempt({ eventType: 'webhook.test', eventId: null, trigger: 'test', attempt: 1 });
    expect(deliveryStatusLabel(test)).toBe('Failed: a test event is tried once, not retried');
  });

  it('say a redelivery is tried once', () => {
    expect(deliveryStatusLabel(buildAttempt({ trigger: 'redeliver', attempt: 4 }))).toBe(
      'Failed: a redelivery is tried once, not retried',
    );
  });

  it('say every retry was used only after the last automatic attempt', () => {
    expect(deliveryStatusLabel(buildAttempt({ trigger: 'automatic', attempt: WEBHOOK_MAX_ATTEMPTS }))).toBe(
      'Failed: every retry was used',
    );
    // An earlier attempt of a delivery that failed (e.g. cancelled, then redelivered without success).
    expect(deliveryStatusLabel(buildAttempt({ trigger: 'automatic', attempt: 2 }))).toBe(
      'Failed: no more attempts are scheduled',
    );
  });

  it('leave the other statuses as they were', () => {
    expect(deliveryStatusLabel(buildAttempt({ deliveryStatus: 'pending' }))).toBe(
      'Waiting for its next attempt',
    );
    expect(deliveryStatusLabel(buildAttempt({ deliveryStatus: 'delivered', trigger: 'test' }))).toBe(
      'Delivered',
    );
  });
});

describe('outcomeHelp', () => {
  it('does not say an unreachable receiver answered', () => {
    const help = outcomeHelp(buildAttempt({ outcome: 'failed', statusCode: null }));
    expect(help).toBe('Casework got no answer from the receiver; the error says why.');
    expect(help).not.toMatch(/answered/);
  });

  it('names the status a receiver answered with', () => {
    expect(outcomeHelp(buildAttempt({ outcome: 'failed', statusCode: 503 }))).toBe(
      'The receiver answered 503; only a 2xx status counts as delivered.',
    );
  });
});

describe('lastDeliveryAnswer', () => {
  it('names the status the receiver answered with, even when it counted as a failure', () => {
    expect(lastDeliveryAnswer({ lastStatusCode: 503, lastOutcome: 'failed' })).toBe('status 503');
    expect(lastDeliveryAnswer({ lastStatusCode: 204, lastOutcome: 'succeeded' })).toBe('status 204');
  });

  it('says the receiver could not be reached when no answer came', () => {
    expect(lastDeliveryAnswer({ lastStatusCode: null, lastOutcome: 'failed' })).toBe('could not connect');
  });
});
