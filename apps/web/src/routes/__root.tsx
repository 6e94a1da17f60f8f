import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { InboxUnreadNavCount } from '../features/messaging/components/inbox-unread-nav-count.tsx';
import { useAskBeforeClosingWithUnsentWork } from '../platform/forms/unsent-work.ts';
import { useNavigationLogging } from '../platform/logging/use-navigation-logging.ts';
import type { RouterContext } from '../platform/routing/router-context.ts';
import { PublicNotFoundView } from '../platform/ui/not-found-view.tsx';
import { PublicRouteErrorView } from '../platform/ui/route-error-view.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: PublicNotFoundView,
  errorComponent: PublicRouteErrorView,
});

function RootComponent() {
  useNavigationLogging();
  // Reply drafts outlast moving between every area's pages (staff, administration), not closing the page.
  useAskBeforeClosingWithUnsentWork();
  // The own inbox's unread threads beside its navigation item and in the tab title, in every signed-in area.
  return (
    <InboxUnreadNavCount>
      <Outlet />
    </InboxUnreadNavCount>
  );
}
