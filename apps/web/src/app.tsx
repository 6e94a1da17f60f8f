import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { PluginGate } from './platform/plugins/plugin-gate.tsx';
import { SessionProvider } from './platform/session/session-provider.tsx';
import type { SessionStore } from './platform/session/session-store.ts';
import { useSessionRouterSync } from './platform/session/use-session-router-sync.ts';
import { cssVariablesResolver, theme } from './platform/ui/theme.ts';
import type { AppRouter } from './router.tsx';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  sessionStore: SessionStore;
}

export function App({ router, queryClient, sessionStore }: AppProps) {
  useSessionRouterSync(router, sessionStore, queryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {/* Toasts at the top centre: over the header's empty middle on a wide screen, not over Sign out (top right)
          nor over the buttons of what was just done (Send reply and Quick messages at the bottom right of the
          thread pane, a phone's composer across the bottom). On a phone they cover the header a few seconds. */}
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={sessionStore}>
          <PluginGate>
            <RouterProvider router={router} />
          </PluginGate>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
