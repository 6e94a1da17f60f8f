import { Center } from '@mantine/core';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './platform/routing/router-context.ts';
import { LoadingIndicator } from './platform/ui/loading-indicator.tsx';
import { NotFoundView } from './platform/ui/not-found-view.tsx';
import { RouteErrorView } from './platform/ui/route-error-view.tsx';
import { routeTree } from './routeTree.gen.ts';

function PendingView() {
  return (
    <Center mih="50vh" aria-busy="true">
      <LoadingIndicator label="Loading" />
    </Center>
  );
}

/** The app's router; tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundView,
    defaultPendingComponent: PendingView,
    defaultPendingMs: 600,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
