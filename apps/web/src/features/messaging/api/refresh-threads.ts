import type { QueryClient } from '@tanstack/react-query';
import { forgetWhenUnseen } from '../../../platform/api/forget-when-unseen.ts';
import { threadKeys } from './query-keys.ts';

/**
 * How long after this user's change here its live event (byMe, same thread) is taken for that change's echo: the
 * refetch that followed the change already shows it. Another device of the same user changing the same thread within
 * this time is seen at the next change or refetch on focus.
 */
export const OWN_CHANGE_ECHO_MS = 10_000;

/** Per query client: thread id -> when this user's change to it was last refreshed here. */
const ownChanges = new WeakMap<QueryClient, Map<string, number>>();

/**
 * After this user's change to threads, here: the lists, counts and report are refetched when shown, and the named
 * threads too (threads not on screen are only marked stale); the live events the change causes do not fetch it all
 * again (wasChangedHere).
 */
export function refreshThreads(queryClient: QueryClient, threadIds: readonly string[] = []) {
  noteOwnChange(queryClient, threadIds);
  return refetchThreadQueries(queryClient, threadIds);
}

/** Marks threads as just changed by this user here, for a change whose refetch does not name them. */
export function noteOwnChange(queryClient: QueryClient, threadIds: readonly string[]) {
  if (threadIds.length === 0) return;
  let changes = ownChanges.get(queryClient);
  if (changes === undefined) {
    changes = new Map();
    ownChanges.set(queryClient, changes);
  }
  const now = Date.now();
  for (const [threadId, at] of changes) if (now - at > OWN_CHANGE_ECHO_MS) changes.delete(threadId);
  for (const threadId of threadIds) changes.set(threadId, now);
}

/**
 * Whether this user changed the thread here and refetched it in the last OWN_CHANGE_ECHO_MS: a live event of theirs
 * (byMe) about it is then that change's echo.
 */
export function wasChangedHere(queryClient: QueryClient, threadId: string): boolean {
  const at = ownChanges.get(queryClient)?.get(threadId);
  return at !== undefined && Date.now() - at <= OWN_CHANGE_ECHO_MS;
}

/** A change by someone else (a live event): what refreshThreads refetches, without taking it for this user's. */
export function refetchThreadQueries(queryClient: QueryClient, threadIds: readonly string[] = []) {
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
