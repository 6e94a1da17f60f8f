import { ListHelpLinksResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/** GET /help-links: the links an administrator set for participants, in their order. */
export function listHelpLinks(signal?: AbortSignal) {
  return api.get('/help-links', { schema: ListHelpLinksResponse, signal });
}

export const helpLinksQueryOptions = queryOptions({
  queryKey: ['dashboard', 'help-links'] as const,
  queryFn: ({ signal }) => listHelpLinks(signal),
});

export function useHelpLinks() {
  return useQuery(helpLinksQueryOptions);
}
