import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { PluginGate } from './platform/plugins/plugin-gate.tsx';
import { SessionProvider } from './platform/session/session-provider.tsx';
import type { SessionStore } from './platform/session/session-store.ts';
import { useSessionRouterSync } from './platform/session/use-session-router-sync.ts';
import { cssVariablesResolver, theme } from './platform/ui/theme.ts';
import { useCompactLayout } from './platform/ui/use-compact-layout.ts';
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
      <AppNotifications />
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

/**
 * Toasts appear at the bottom, never over the header's controls (Sign out, the menu); centred on a phone. A component
 * of its own, so a change of screen width re-renders only this.
 */
function AppNotifications() {
  const compact = useCompactLayout();
  return <Notifications position={compact ? 'bottom-center' : 'bottom-right'} />;
}
