import { WEBHOOK_EVENTS, type WebhookNotificationView, type WebhookView } from '@casework/contract';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

/** Test support: webhooks and delivery-log rows, and an administrator's fake server with webhooks switched on. */
const id = (suffix: string) => `0190a5b4-0000-7000-8000-000000000${suffix}`;

export const WEBHOOK_ID = id('c01');
export const DELIVERY_ID = id('d01');
export const SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2UtZm9yLXRoZS10ZXN0cw==';
const AT = '2026-03-01T10:00:00.000Z';

export function buildWebhook(overrides: Partial<WebhookView> = {}): WebhookView {
  return {
    id: WEBHOOK_ID,
    url: 'https://crm.example.org/hooks/casework',
    description: 'Case sync to the county CRM',
    eventTypes: ['participant.created', 'message.created'],
    isActive: true,
    health: 'healthy',
    disabledReason: null,
    failureStreak: 0,
    lastDeliveryAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    lastStatusCode: 200,
    lastOutcome: 'succeeded',
    secretRotatedAt: null,
    previousSecretExpiresAt: null,
    pendingDeliveries: 0,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function buildAttempt(overrides: Partial<WebhookNotificationView> = {}): WebhookNotificationView {
  return {
    id: id('e01'),
    deliveryId: DELIVERY_ID,
    webhookId: WEBHOOK_ID,
    webhookUrl: 'https://crm.example.org/hooks/casework',
    eventType: 'message.created',
    eventId: id('f01'),
    attempt: 2,
    trigger: 'automatic',
    attemptedAt: '2026-03-02T18:30:00.000Z',
    durationMs: 1240,
    statusCode: 503,
    outcome: 'failed',
    error: null,
    responseExcerpt: '{"error":"maintenance"}',
    deliveryStatus: 'failed',
    nextRetryAt: null,
    ...overrides,
  };
}

/** The catalogue as GET /webhooks/event-types answers it. */
export const EVENT_TYPES = { items: WEBHOOK_EVENTS.map((event) => ({ ...event })) };

export function pageOf<T>(items: readonly T[], total = items.length): Response {
  return jsonResponse({ items, total });
}

/**
 * An administrator signed in, the webhooks area switched on, the event catalogue served; everything else is
 * answered by `handler` (undefined: 404). Returns the /api/v1 calls the app made.
 */
export function webhooksApi(handler: (call: RecordedCall) => Response | undefined): RecordedCall[] {
  const server = stubServer(buildStaffSession(), ['Administrator']);
  return answerApi(server, (call) => {
    if (call.path === '/api/admin/plugins') return jsonResponse({ items: [] });
    if (call.method === 'GET' && call.path === '/api/v1/webhooks/event-types')
      return jsonResponse(EVENT_TYPES);
    return handler(call);
  });
}

/** The calls to "METHOD path". */
export function callsTo(calls: readonly RecordedCall[], method: string, path: string): RecordedCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}
