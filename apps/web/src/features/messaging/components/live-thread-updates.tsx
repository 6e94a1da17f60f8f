import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveNotice } from '../../../platform/live/live-events-client.ts';
import { useLiveEvents } from '../../../platform/live/live-events-provider.tsx';
import { threadKeys } from '../api/query-keys.ts';
import { refetchThreadQueries, wasChangedHere } from '../api/refresh-threads.ts';

/** Live notices arriving within this long are answered with one refetch. */
export const LIVE_REFRESH_WINDOW_MS = 250;

/**
 * An event of this user's may come before the answer to the change that caused it (both leave the server at once):
 * while a change of theirs is under way here, the refetch waits for it, at most this long.
 */
export const OWN_CHANGE_WAIT_MS = 10_000;

interface PendingRefresh {
  /** Threads changed by someone else, or by this user elsewhere. */
  threadIds: Set<string>;
  /** Threads changed by this user: the echo of a change made here (already refetched), unless none is known. */
  ownThreadIds: Set<string>;
  /** A "counts" hint: the counts changed. */
  counts: boolean;
  everything: boolean;
  waitedMs: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Keeps the inboxes, counts, report and open threads current: a live thread event refetches what is on screen
 * (the lists, counts and that thread); "reset" (events were lost) refetches every thread query. A burst of events
 * (a bulk archive, a replay after reconnecting) becomes one refetch per window, and the echo of this user's own
 * change here none: the change's own refetch (refreshThreads) has it. Renders nothing.
 */
export function LiveThreadUpdates({ windowMs = LIVE_REFRESH_WINDOW_MS }: { windowMs?: number }) {
  const queryClient = useQueryClient();
  const pending = useRef<PendingRefresh>({
    threadIds: new Set(),
    ownThreadIds: new Set(),
    counts: false,
    everything: false,
    waitedMs: 0,
    timer: undefined,
  });

  useEffect(() => {
    const state = pending.current;
    return () => clearTimeout(state.timer);
  }, []);

  useLiveEvents((notice: LiveNotice) => {
    const state = pending.current;
    if (notice.kind === 'event') {
      (notice.event.byMe ? state.ownThreadIds : state.threadIds).add(notice.event.threadId);
    }
    if (notice.kind === 'counts') state.counts = true;
    if (notice.kind === 'reset') state.everything = true;
    if (state.timer !== undefined) return;
    const settle = () => {
      const unanswered = [...state.ownThreadIds].filter((threadId) => !wasChangedHere(queryClient, threadId));
      if (
        unanswered.length > 0 &&
        !state.everything &&
        queryClient.isMutating() > 0 &&
        state.waitedMs < OWN_CHANGE_WAIT_MS
      ) {
        state.waitedMs += windowMs;
        state.timer = setTimeout(settle, windowMs);
        return;
      }
      const threadIds = [...new Set([...state.threadIds, ...unanswered])];
      const onlyEchoes = threadIds.length === 0 && state.ownThreadIds.size > 0;
      const { counts, everything } = state;
      state.threadIds.clear();
      state.ownThreadIds.clear();
      state.counts = false;
      state.everything = false;
      state.waitedMs = 0;
      state.timer = undefined;
      if (everything) {
        void refetchThreadQueries(queryClient);
        void queryClient.invalidateQueries({ queryKey: [...threadKeys.all, 'detail'] });
      } else if (threadIds.length > 0 || (counts && !onlyEchoes)) {
        void refetchThreadQueries(queryClient, threadIds);
      }
    };
    state.timer = setTimeout(settle, windowMs);
  });

  return null;
}
