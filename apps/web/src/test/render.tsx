import type { AppSession } from '@casework/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SessionProvider } from '../platform/session/session-provider.tsx';
import { sessionStore } from '../platform/session/session-instance.ts';
import { cssVariablesResolver, theme } from '../platform/ui/theme.ts';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={sessionStore}>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export interface RenderWithProvidersOptions {
  /** The signed-in session; null for signed out. */
  session?: AppSession | null;
  queryClient?: QueryClient;
}

/** Renders with Mantine, TanStack Query and the app's session store set to `session`. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  sessionStore.set(options.session ?? null);
  const result = render(<TestProviders queryClient={queryClient}>{ui}</TestProviders>);
  return { ...result, queryClient };
}
