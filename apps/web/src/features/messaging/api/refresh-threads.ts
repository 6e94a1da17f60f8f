import type { QueryClient } from '@tanstack/react-query';
import { forgetWhenUnseen } from '../../../platform/api/forget-when-unseen.ts';
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

/**
 * After this user's change took a thread out of their sight (deleted, referred to a team they cannot see): the lists,
 * counts and report are refreshed, and the thread is not asked for again (a 404) while it is still open; its answer
 * is forgotten once the screen showing it closes.
 */
export function refreshThreadsWithout(queryClient: QueryClient, threadId: string) {
  forgetWhenUnseen(queryClient, threadKeys.detail(threadId));
  return refreshThreads(queryClient);
}
