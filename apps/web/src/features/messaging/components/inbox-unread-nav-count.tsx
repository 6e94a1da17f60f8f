import { useMemo, type ReactNode } from 'react';
import { NavCountsContext, type NavCounts } from '../../../platform/layout/nav-counts.ts';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { useAuthenticatedSession } from '../../../platform/session/session-provider.tsx';
import { useThreadCounts } from '../api/get-thread-counts.ts';

export interface InboxUnreadNavCountProps {
  /** The navigation item of the signed-in user's own inbox. */
  inbox: '/staff/inbox' | '/participant/inbox';
  children: ReactNode;
}

/**
 * The unread threads of the signed-in user's own inbox beside its navigation item and in the tab title, on every page
 * of the area. The same answer as the inbox's and the dashboard's counts (one cache entry), kept current by the live
 * updates. Team inboxes are not counted: a team's unread threads are mostly ones colleagues are answering.
 */
export function InboxUnreadNavCount({ inbox, children }: InboxUnreadNavCountProps) {
  const userId = useAuthenticatedSession().user.id;
  const isEnabled = usePluginEnabled();
  const unread = useThreadCounts(userId, isEnabled('inbox')).data?.unread ?? 0;
  const counts = useMemo<NavCounts>(
    () =>
      unread > 0
        ? {
            [inbox]: {
              count: unread,
              description: `${unread} unread ${unread === 1 ? 'thread' : 'threads'}`,
            },
          }
        : {},
    [inbox, unread],
  );
  return <NavCountsContext value={counts}>{children}</NavCountsContext>;
}
