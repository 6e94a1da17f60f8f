import type { QueryClient } from '@tanstack/react-query';
import { threadKeys } from './query-keys.ts';

/**
 * After a change to threads (by this user or, through a live event, by someone else): the lists, counts and report
 * are refetched when shown, and the named threads too. Threads not on screen are only marked stale.
 */
export function refreshThreads(queryClient: QueryClient, threadIds: readonly string[] = []) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: threadKeys.lists }),
    queryClient.invalidateQueries({ queryKey: threadKeys.allCounts }),
    queryClient.invalidateQueries({ queryKey: threadKeys.allReports }),
    ...threadIds.map((threadId) => queryClient.invalidateQueries({ queryKey: threadKeys.detail(threadId) })),
  ]);
}
