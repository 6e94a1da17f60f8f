import { z } from 'zod';
import { PageQuery, Uuid, pageOf } from './common.ts';

/**
 * Webhooks tell partner systems what happened in Casework. Each delivery follows the Standard Webhooks
 * specification: headers `webhook-id`, `webhook-timestamp` and `webhook-signature`, and a JSON body
 * `{ type, timestamp, data }`. Payloads carry ids and the names of changed fields, never message bodies,
 * passphrases or files: a receiver fetches details through the API.
 */

/** The groups the event checkboxes are shown in. */
export const WEBHOOK_EVENT_GROUPS = ['Participants', 'Threads and messages', 'Service directory'] as const;
export type WebhookEventGroup = (typeof WEBHOOK_EVENT_GROUPS)[number];

export interface WebhookEventInfo {
  type: string;
  group: WebhookEventGroup;
  description: string;
  /** An example `data` object, as the receiver gets it. */
  example: Record<string, unknown>;
}

const ids = {
  eventId: '0196f0a4-7c2e-7b61-9d1a-3f0e2b7c5a10',
  actorUserId: '0196f0a4-11aa-7c01-8e55-51d1f3c2a001',
  participantId: 'P7K3-M9QX',
  threadId: '0196f0a4-33cc-7c03-8e55-51d1f3c2a003',
  teamId: '0196f0a4-44dd-7c04-8e55-51d1f3c2a004',
  staffMemberId: '0196f0a4-55ee-7c05-8e55-51d1f3c2a005',
  messageId: '0196f0a4-66ff-7c06-8e55-51d1f3c2a006',
  serviceId: '0196f0a4-7700-7c07-8e55-51d1f3c2a007',
};
const thread = {
  threadId: ids.threadId,
  participantId: ids.participantId,
  teamId: ids.teamId,
  ownerStaffMemberId: ids.staffMemberId,
  assigneeStaffMemberIds: [ids.staffMemberId],
};
const base = { eventId: ids.eventId, actorUserId: ids.actorUserId };

/** Every event a webhook may subscribe to, with what it means and an example of its `data`. */
export const WEBHOOK_EVENTS = [
  {
    type: 'participant.created',
    group: 'Participants',
    description: 'A participant record was created.',
    example: { ...base, participantId: ids.participantId },
  },
  {
    type: 'participant.updated',
    group: 'Participants',
    description: 'Fields of a participant record or profile changed; `changed` names them, without values.',
    example: { ...base, participantId: ids.participantId, changed: ['email', 'profile.contactInformation'] },
  },
  {
    type: 'participant.status_changed',
    group: 'Participants',
    description:
      'A participant was deactivated or reactivated (status 1 Active, 0 Disabled, -1 Permanently Disabled).',
    example: { ...base, participantId: ids.participantId, from: 1, to: 0 },
  },
  {
    type: 'participant.merged',
    group: 'Participants',
    description: 'A duplicate record (source) was merged into another (target) and removed.',
    example: {
      ...base,
      sourceId: ids.participantId,
      targetId: 'Q4RT-8WXZ',
      moved: { threads: 2, files: 1 },
      fields: ['phone'],
    },
  },
  {
    type: 'participant.deleted',
    group: 'Participants',
    description: 'A participant record was deleted.',
    example: { ...base, participantId: ids.participantId },
  },
  {
    type: 'thread.created',
    group: 'Threads and messages',
    description: 'A conversation was started, by staff or by a participant.',
    example: { ...base, ...thread, startedBy: 'staff' },
  },
  {
    type: 'message.created',
    group: 'Threads and messages',
    description: 'A message was posted in a thread. The body is not included; fetch it through the API.',
    example: { ...base, ...thread, messageId: ids.messageId, authorKind: 'participant' },
  },
  {
    type: 'message.files_changed',
    group: 'Threads and messages',
    description: 'Files were attached to or removed from a message.',
    example: { ...base, ...thread, messageId: ids.messageId },
  },
  {
    type: 'thread.assigned',
    group: 'Threads and messages',
    description: 'Staff members were assigned to or removed from a thread.',
    example: { ...base, ...thread, added: [ids.staffMemberId], removed: [] },
  },
  {
    type: 'thread.referred',
    group: 'Threads and messages',
    description: 'A thread was referred from one team to another.',
    example: { ...base, ...thread, fromTeamId: '0196f0a4-44dd-7c04-8e55-51d1f3c2a0ff', toTeamId: ids.teamId },
  },
  {
    type: 'thread.archived',
    group: 'Threads and messages',
    description: 'A thread was archived for a team or for one user.',
    example: { ...base, ...thread, scope: 'team' },
  },
  {
    type: 'thread.unarchived',
    group: 'Threads and messages',
    description: 'An archived thread was brought back.',
    example: { ...base, ...thread, scope: 'team' },
  },
  {
    type: 'thread.deleted',
    group: 'Threads and messages',
    description: 'A thread and its messages were deleted.',
    example: { ...base, ...thread },
  },
  {
    type: 'service.created',
    group: 'Service directory',
    description: 'A service was added to the directory (also for each service of an HSDS import).',
    example: { ...base, serviceId: ids.serviceId, changed: 'service' },
  },
  {
    type: 'service.updated',
    group: 'Service directory',
    description: 'A service or one of its parts (locations, schedules, contacts, ...) changed.',
    example: { ...base, serviceId: ids.serviceId, changed: 'schedule' },
  },
  {
    type: 'service.recommended',
    group: 'Service directory',
    description: 'A staff member recommended a service to a participant.',
    example: {
      ...base,
      recommendationId: '0196f0a4-8811-7c08-8e55-51d1f3c2a008',
      serviceId: ids.serviceId,
      participantId: ids.participantId,
    },
  },
] as const satisfies readonly WebhookEventInfo[];

export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENTS.map((e) => e.type) as [
  (typeof WEBHOOK_EVENTS)[number]['type'],
  ...(typeof WEBHOOK_EVENTS)[number]['type'][],
];
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];
/** The type of the event sent by "Send test event"; it cannot be subscribed to, every webhook receives it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** One attempt and 15 retries with exponential backoff (30 s doubling, at most 12 h, with jitter): about three days. */
export const WEBHOOK_MAX_ATTEMPTS = 16;
/** Consecutive failed attempts after which a webhook shows as failing. */
export const WEBHOOK_FAILING_STREAK = 5;
/** After a rotation the previous secret keeps signing, beside the new one, this long. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 500;

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
  .describe(
    'Where deliveries are POSTed: https (http only for an allow-listed local receiver outside production)',
  );
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
