import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveNotice } from '../../../platform/live/live-events-client.ts';
import { useLiveEvents } from '../../../platform/live/live-events-provider.tsx';
import { threadKeys } from '../api/query-keys.ts';
import { refreshThreads } from '../api/refresh-threads.ts';

/** Live notices arriving within this long are answered with one refetch. */
export const LIVE_REFRESH_WINDOW_MS = 250;

interface PendingRefresh {
  threadIds: Set<string>;
  everything: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Keeps the inboxes, counts, report and open threads current: a live thread event refetches what is on screen
 * (the lists, counts and that thread); "reset" (events were lost) refetches every thread query. A burst of events
 * (a bulk archive, a replay after reconnecting) becomes one refetch per window. Renders nothing.
 */
export function LiveThreadUpdates({ windowMs = LIVE_REFRESH_WINDOW_MS }: { windowMs?: number }) {
  const queryClient = useQueryClient();
  const pending = useRef<PendingRefresh>({ threadIds: new Set(), everything: false, timer: undefined });

  useEffect(() => {
    const state = pending.current;
    return () => clearTimeout(state.timer);
  }, []);

  useLiveEvents((notice: LiveNotice) => {
    const state = pending.current;
    if (notice.kind === 'event') state.threadIds.add(notice.event.threadId);
    if (notice.kind === 'reset') state.everything = true;
    if (state.timer !== undefined) return;
    state.timer = setTimeout(() => {
      const threadIds = [...state.threadIds];
      const everything = state.everything;
      state.threadIds.clear();
      state.everything = false;
      state.timer = undefined;
      if (everything) {
        void refreshThreads(queryClient);
        void queryClient.invalidateQueries({ queryKey: [...threadKeys.all, 'detail'] });
      } else {
        void refreshThreads(queryClient, threadIds);
      }
    }, windowMs);
  });

  return null;
}
