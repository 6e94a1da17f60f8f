import { ListWebhooksResponse } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';

export interface ListWebhooksInput {
  take: number;
  skip: number;
}

/** GET /webhooks: newest first, each with its health. */
export function listWebhooks(input: ListWebhooksInput, signal?: AbortSignal) {
  return api.get('/webhooks', { query: { ...input }, schema: ListWebhooksResponse, signal });
}

export function webhooksQueryOptions(input: ListWebhooksInput) {
  return queryOptions({
    queryKey: webhookKeys.list(input),
    queryFn: ({ signal }) => listWebhooks(input, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWebhooks(input: ListWebhooksInput) {
  return useQuery(webhooksQueryOptions(input));
}
