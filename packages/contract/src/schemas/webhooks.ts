import { z } from 'zod';
import { PageQuery, Uuid, pageOf } from './common.ts';
import {
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FAILING_STREAK,
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
} from '../webhook-events.ts';
import { WEBHOOK_URL_SUMMARY } from '../rules/webhook-url.ts';

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).describe('A domain event type');

export const WebhookHealth = z
  .enum(['healthy', 'failing', 'disabled', 'paused', 'new'])
  .describe(
    'new: nothing attempted yet; healthy: deliveries get through (fewer than ' +
      `${WEBHOOK_FAILING_STREAK} failed attempts in a row); failing: ${WEBHOOK_FAILING_STREAK} or more attempts in a ` +
      'row failed; disabled: the receiver answered 410 Gone; paused: switched off by an administrator',
  );
export type WebhookHealth = z.infer<typeof WebhookHealth>;

export const WebhookView = z
  .object({
    id: Uuid,
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(WebhookEventTypeSchema),
    isActive: z.boolean(),
    health: WebhookHealth,
    /** Why delivery stopped by itself (410 Gone), when it did. */
    disabledReason: z.string().nullable(),
    failureStreak: z.number().int().min(0).describe('Failed attempts in a row since the last success'),
    lastDeliveryAt: z.string().nullable().describe('When the last attempt was made'),
    lastStatusCode: z.number().int().nullable(),
    lastOutcome: z.enum(['succeeded', 'failed']).nullable(),
    /** When the secret was last rotated; the previous one keeps signing until `previousSecretExpiresAt`. */
    secretRotatedAt: z.string().nullable(),
    previousSecretExpiresAt: z.string().nullable(),
    pendingDeliveries: z.number().int().min(0).describe('Deliveries still waiting for a successful attempt'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Webhook' });
export type WebhookView = z.infer<typeof WebhookView>;

/** The answer to create and to rotate: the only time the secret is shown. */
export const WebhookWithSecret = WebhookView.extend({
  secret: z
    .string()
    .describe('The signing secret, "whsec_" and base64; shown once, store it in the receiver now'),
}).meta({ id: 'WebhookWithSecret' });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhookParams = z.object({ webhookId: Uuid });
export const WebhookDeliveryParams = z.object({ deliveryId: Uuid });

const WebhookUrl = z
  .string()
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .pipe(
    z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL, e.g. https://partner.example.org/hooks' }),
  )
  .describe(`Where deliveries are POSTed: ${WEBHOOK_URL_SUMMARY}`);
const WebhookDescription = z.string().trim().max(500, 'Must be at most 500 characters');
const EventTypes = z
  .array(WebhookEventTypeSchema)
  .min(1, 'Choose at least one event')
  .transform((types) => [...new Set(types)]);
export const WebhookSecret = z
  .string()
  .regex(
    /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/,
    'Must be "whsec_" followed by 24 to 64 random bytes in base64',
  );

export const CreateWebhookBody = z.strictObject({
  url: WebhookUrl,
  description: WebhookDescription.default(''),
  eventTypes: EventTypes,
  isActive: z.boolean().default(true),
  secret: WebhookSecret.optional().describe('Your own secret; by default one is generated'),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z
  .strictObject({
    url: WebhookUrl.optional(),
    description: WebhookDescription.optional(),
    eventTypes: EventTypes.optional(),
    isActive: z
      .boolean()
      .optional()
      .describe('true also clears a 410 Gone disablement and the failure streak'),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Give at least one of url, description, eventTypes, isActive',
    path: ['url'],
  });
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBody>;

export const ListWebhooksResponse = pageOf(WebhookView);

export const WebhookAttemptOutcome = z
  .enum(['succeeded', 'failed', 'timeout', 'refused', 'gone'])
  .describe(
    'succeeded: a 2xx answer; failed: another status or a network error; timeout: no answer in time; ' +
      'refused: the address is not allowed (SSRF guard); gone: 410, the webhook was disabled',
  );
export type WebhookAttemptOutcome = z.infer<typeof WebhookAttemptOutcome>;
export const WebhookAttemptTrigger = z.enum(['automatic', 'redeliver', 'test']);

export const WebhookDeliveryStatus = z
  .enum(['pending', 'delivered', 'failed', 'cancelled'])
  .describe(
    'pending: waiting for its next attempt; delivered: a receiver answered 2xx; failed: every retry failed; ' +
      'cancelled: the webhook was disabled or paused before it could be delivered',
  );

/** One attempt in the delivery log (GET /webhooks/notifications). */
export const WebhookNotificationView = z
  .object({
    id: Uuid.describe('The attempt'),
    deliveryId: Uuid.describe(
      'The delivery; its webhook-id header is "msg_" + this id, the same on every retry',
    ),
    webhookId: Uuid,
    webhookUrl: z.string(),
    eventType: z.string(),
    eventId: Uuid.nullable().describe('The domain event; null for a test event'),
    attempt: z.number().int().min(1),
    trigger: WebhookAttemptTrigger,
    attemptedAt: z.string(),
    durationMs: z.number().int().min(0),
    statusCode: z.number().int().nullable(),
    outcome: WebhookAttemptOutcome,
    error: z.string().nullable().describe('What went wrong, when no status code tells it'),
    responseExcerpt: z
      .string()
      .describe(`The first ${WEBHOOK_RESPONSE_EXCERPT_CHARS} characters of the answer`),
    deliveryStatus: WebhookDeliveryStatus,
    nextRetryAt: z.string().nullable().describe('When the delivery is tried again (latest attempt only)'),
  })
  .meta({ id: 'WebhookNotification' });
export type WebhookNotificationView = z.infer<typeof WebhookNotificationView>;

const IsoTime = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 date-time, e.g. 2026-11-21T09:00:00Z',
});

export const ListWebhookNotificationsQuery = PageQuery.extend({
  webhookId: Uuid.optional().describe('Only this webhook'),
  eventType: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Only this event type, e.g. message.created'),
  outcome: z
    .enum(['succeeded', 'failed'])
    .optional()
    .describe('succeeded, or failed (any outcome other than succeeded)'),
  deliveryId: Uuid.optional().describe('Only the attempts of this delivery'),
  from: IsoTime.optional().describe('Attempts at or after this time'),
  to: IsoTime.optional().describe('Attempts before this time'),
}).refine((q) => !q.from || !q.to || q.from < q.to, { message: 'from must be before to', path: ['from'] });
export type ListWebhookNotificationsQuery = z.input<typeof ListWebhookNotificationsQuery>;
export const ListWebhookNotificationsResponse = pageOf(WebhookNotificationView);

/** The answer to "send test event" and "redeliver": the delivery queued, to watch in the log. */
export const WebhookDeliveryQueued = z
  .object({
    deliveryId: Uuid,
    webhookId: Uuid,
    eventType: z.string(),
    status: WebhookDeliveryStatus,
  })
  .meta({ id: 'WebhookDeliveryQueued' });
export type WebhookDeliveryQueued = z.infer<typeof WebhookDeliveryQueued>;

/** GET /webhooks/event-types: the catalogue the create form groups its checkboxes by. */
export const WebhookEventTypesResponse = z.object({
  items: z.array(
    z.object({
      type: WebhookEventTypeSchema,
      group: z.enum(WEBHOOK_EVENT_GROUPS),
      description: z.string(),
      example: z.record(z.string(), z.unknown()),
    }),
  ),
});
