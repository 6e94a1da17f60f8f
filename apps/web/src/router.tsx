import { Center, Group, Loader, Text } from '@mantine/core';
import { createRouter, useRouterState, type RouterHistory } from '@tanstack/react-router';
import { loadingWordsFor } from './platform/layout/navigation-progress.tsx';
import type { RouterContext } from './platform/routing/router-context.ts';
import { NotFoundView } from './platform/ui/not-found-view.tsx';
import { RouteErrorView } from './platform/ui/route-error-view.tsx';
import { routeTree } from './routeTree.gen.ts';

/** What replaces a screen that is still loading after `defaultPendingMs`: a spinner and, in words, what loads. */
function PendingView() {
  const words = useRouterState({ select: (state) => loadingWordsFor(state.location.pathname) });
  return (
    <Center mih="50vh" aria-busy="true">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{words}</Text>
      </Group>
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
