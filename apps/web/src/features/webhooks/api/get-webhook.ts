import { WebhookView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';
import { webhookKeys } from './query-keys.ts';

/** While deliveries wait, the health summary is asked again this often. */
export const PENDING_REFRESH_MS = 5_000;

/** GET /webhooks/{webhookId}; null when there is no such webhook (404 is no result). */
export function getWebhook(webhookId: string, signal?: AbortSignal) {
  return orNotFound(api.get('/webhooks/{webhookId}', { params: { webhookId }, schema: WebhookView, signal }));
}

export function webhookQueryOptions(webhookId: string) {
  return queryOptions({
    queryKey: webhookKeys.detail(webhookId),
    queryFn: ({ signal }) => getWebhook(webhookId, signal),
    // Deliveries still waiting change the health (last delivery, streak) without anyone acting here.
    refetchInterval: (query) => ((query.state.data?.pendingDeliveries ?? 0) > 0 ? PENDING_REFRESH_MS : false),
  });
}

export function useWebhook(webhookId: string) {
  return useQuery(webhookQueryOptions(webhookId));
}
