import { ListHelpLinksResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { administrationKeys } from './query-keys.ts';

/** GET /help-links: ordered by sort order, then title. */
export function listHelpLinks(signal?: AbortSignal) {
  return api.get('/help-links', { schema: ListHelpLinksResponse, signal });
}

export const helpLinksQueryOptions = queryOptions({
  queryKey: administrationKeys.helpLinks,
  queryFn: ({ signal }) => listHelpLinks(signal),
});

export function useHelpLinks() {
  return useQuery(helpLinksQueryOptions);
}
