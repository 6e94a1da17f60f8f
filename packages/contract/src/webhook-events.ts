// The webhook event catalogue and limits: plain values without zod, so the web's start-up code can use them
// without loading zod (apps/web budgets, decision 017).

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
