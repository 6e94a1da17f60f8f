import { ThreadCountsView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { threadKeys } from './query-keys.ts';

/** GET /threads/users/{userId}/counts: unread, open, archived and (staff) unassigned in the user's teams. */
export function getThreadCounts(userId: string, signal?: AbortSignal) {
  return api.get('/threads/users/{userId}/counts', {
    params: { userId },
    schema: ThreadCountsView,
    signal,
  });
}

export function getThreadCountsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: threadKeys.counts(userId),
    queryFn: ({ signal }) => getThreadCounts(userId, signal),
  });
}

export function useThreadCounts(userId: string, enabled = true) {
  return useQuery({ ...getThreadCountsQueryOptions(userId), enabled });
}
