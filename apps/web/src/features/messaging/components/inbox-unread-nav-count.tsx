import { useMemo, type ReactNode } from 'react';
import { NavCountsContext, type NavCounts } from '../../../platform/layout/nav-counts.ts';
import { usePluginEnabled } from '../../../platform/plugins/plugin-gate.tsx';
import { isParticipantSession } from '../../../platform/session/roles.ts';
import { useSession } from '../../../platform/session/session-provider.tsx';
import { useThreadCounts } from '../api/get-thread-counts.ts';

/**
 * The unread threads of the signed-in user's own inbox beside its navigation item and in the tab title, on every
 * signed-in page: the staff's, the participant's and the administration's (mounted by the root route, so no area
 * loads it as a chunk of its own). The same answer as the inbox's and the dashboards' counts (one cache entry), kept
 * current by the live updates where an area has them. Team inboxes are not counted: a team's unread threads are
 * mostly ones colleagues are answering. Signed out, there is nothing to count.
 */
export function InboxUnreadNavCount({ children }: { children: ReactNode }) {
  const session = useSession().data;
  const isEnabled = usePluginEnabled();
  const inbox = session && isParticipantSession(session) ? '/participant/inbox' : '/staff/inbox';
  const unread =
    useThreadCounts(session?.user.id ?? '', session !== null && isEnabled('inbox')).data?.unread ?? 0;
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
