import { ListSchemaSectionsResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** GET /schema/sections: the JSON Schema of every profile section, in display order. */
export function listProfileSections(signal?: AbortSignal) {
  return api.get('/schema/sections', { schema: ListSchemaSectionsResponse, signal });
}

export const listProfileSectionsQueryOptions = queryOptions({
  queryKey: participantKeys.sections,
  queryFn: ({ signal }) => listProfileSections(signal),
  staleTime: 60 * 60_000,
});

export function useProfileSections() {
  return useQuery(listProfileSectionsQueryOptions);
}
