import { ListApplicationsPortalResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/**
 * Under the administration feature's ['applications', 'list'], so a change made there refreshes this list too
 * (the two features share no code).
 */
export const messageDestinationsKey = ['applications', 'list', 'active'] as const;

/** GET /applications?activeOnly=true: the departments a participant can write to, each answered by its team. */
export function listMessageDestinations(signal?: AbortSignal) {
  return api.get('/applications', {
    query: { activeOnly: true },
    schema: ListApplicationsPortalResponse,
    signal,
  });
}

export const messageDestinationsQueryOptions = queryOptions({
  queryKey: messageDestinationsKey,
  queryFn: ({ signal }) => listMessageDestinations(signal),
});

export function useMessageDestinations(enabled = true) {
  return useQuery({ ...messageDestinationsQueryOptions, enabled });
}
