import { ListWebhookNotificationsResponse } from '@casework/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { PENDING_REFRESH_MS } from './get-webhook.ts';
import { webhookKeys } from './query-keys.ts';

export interface ListWebhookNotificationsInput {
  take: number;
  skip: number;
  webhookId?: string;
  /** Only the attempts of this delivery. */
  deliveryId?: string;
  eventType?: string;
  outcome?: 'succeeded' | 'failed';
  /** ISO instant, inclusive. */
  from?: string;
  /** ISO instant, exclusive. */
  to?: string;
}

/** GET /webhooks/notifications: the delivery log, one row per attempt, newest first. */
export function listWebhookNotifications(input: ListWebhookNotificationsInput, signal?: AbortSignal) {
  return api.get('/webhooks/notifications', {
    query: { ...input },
    schema: ListWebhookNotificationsResponse,
    signal,
  });
}

/**
 * The log; asked again every few seconds while `watch` says a delivery is still on its way, and whenever the
 * webhook's last attempt changes (`lastAttemptAt`, from its health): a delivery can settle between two polls, and
 * the poll stops with it, so the attempt that settled it would otherwise never show.
 */
export function useWebhookNotifications(
  input: ListWebhookNotificationsInput,
  watch: boolean,
  lastAttemptAt: string | null = null,
) {
  return useQuery({
    queryKey: [...webhookKeys.notificationList(input), { lastAttemptAt }],
    queryFn: ({ signal }) => listWebhookNotifications(input, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      watch || query.state.data?.items.some((item) => item.deliveryStatus === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
}
