import { WebhookEventTypesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';

/** GET /webhooks/event-types: the events a webhook can subscribe to, grouped, with example payloads. */
export function listEventTypes(signal?: AbortSignal) {
  return api.get('/webhooks/event-types', { schema: WebhookEventTypesResponse, signal });
}

export const eventTypesQueryOptions = queryOptions({
  queryKey: webhookKeys.eventTypes,
  queryFn: ({ signal }) => listEventTypes(signal),
  // The catalogue changes only with a release.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions);
}
