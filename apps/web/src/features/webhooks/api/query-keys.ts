/** Query keys of the webhooks feature, so a change can invalidate exactly what it touched. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  lists: ['webhooks', 'list'] as const,
  list: (input: object) => ['webhooks', 'list', input] as const,
  detail: (webhookId: string) => ['webhooks', 'detail', webhookId] as const,
  eventTypes: ['webhooks', 'event-types'] as const,
  notifications: ['webhooks', 'notifications'] as const,
  notificationList: (input: object) => ['webhooks', 'notifications', input] as const,
};
