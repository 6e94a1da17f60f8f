import type { AppSession, Role } from '@casework/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi, type Mock } from 'vitest';
import { App } from '../app.tsx';
import { fetchSession } from '../platform/auth/auth-client.ts';
import { createSessionStore } from '../platform/session/session-store.ts';
import { createAppRouter } from '../router.tsx';
import { buildAuthMe } from './fixtures.ts';
import { jsonResponse } from './responses.ts';
import { createAppQueryClient } from '../query-client.ts';
import { createTestQueryClient } from './render.tsx';

export const TEST_PLUGINS = {
  items: [{ key: 'webhooks', name: 'Webhooks', description: 'Webhooks', enabled: false }],
};

export interface FakeServer {
  session: AppSession | null;
  roles: Role[];
  /** Answer of POST /api/auth/callback/credentials. */
  signIn: () => Response;
  /** Answer of GET /api/v1/auth/me. */
  authMe: () => Response;
  fetch: Mock<(input: string) => Promise<Response>>;
}

/** A fake server behind fetch: Auth.js endpoints, the plugin list and /auth/me. */
export function stubServer(session: AppSession | null, roles: Role[] = ['Staff']): FakeServer {
  const server: FakeServer = {
    session,
    roles,
    signIn: () => jsonResponse({ url: '/sign-in?error=CredentialsSignin' }),
    authMe: () => jsonResponse(buildAuthMe({ roles: server.roles })),
    fetch: vi.fn<(input: string) => Promise<Response>>(),
  };
  server.fetch.mockImplementation((input: string) => {
    switch (input) {
      case '/api/auth/session':
        return Promise.resolve(jsonResponse(server.session ?? {}));
      case '/api/auth/providers':
        return Promise.resolve(jsonResponse({}));
      case '/api/auth/csrf':
        return Promise.resolve(jsonResponse({ csrfToken: 'csrf-1' }));
      case '/api/auth/callback/credentials':
        return Promise.resolve(server.signIn());
      case '/api/admin/plugins':
        return Promise.resolve(jsonResponse(TEST_PLUGINS));
      case '/api/v1/auth/me':
        return Promise.resolve(server.authMe());
      default:
        return Promise.resolve(new Response(null, { status: 404 }));
    }
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/**
 * Each answer of the fake server takes a moment, as over a network, so a page shows what a refetch brings before the
 * call that caused it settles (a control the refetch replaces is gone by then, as in a browser).
 */
export function answerWithLatency(server: FakeServer, ms = 10) {
  const answer = server.fetch.getMockImplementation() as (
    input: string,
    init?: RequestInit,
  ) => Promise<Response>;
  server.fetch.mockImplementation(
    ((input: string, init?: RequestInit) =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(answer(input, init)), ms))) as never,
  );
}

/**
 * Holds the fake server's answers to the calls `which` names (an address they start with, or a test of the address)
 * until the returned function is called: what a page asks for while one answer is still on its way.
 */
export function holdAnswers(server: FakeServer, which: string | ((input: string) => boolean)): () => void {
  const held = typeof which === 'string' ? (input: string) => input.startsWith(which) : which;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = server.fetch.getMockImplementation() as (
    input: string,
    init?: RequestInit,
  ) => Promise<Response>;
  server.fetch.mockImplementation(((input: string, init?: RequestInit) =>
    held(input) ? released.then(() => answer(input, init)) : answer(input, init)) as never);
  return release;
}

/**
 * Starts the app as a page load does: the session is fetched from the fake server. The query client answers from
 * its cache only as long as the test client's (not at all), unless the test passes the app's own.
 */
export function renderAppAt(path: string, options: { queryClient?: QueryClient } = {}) {
  const store = createSessionStore({ fetchSession });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, session: store }, history);
  render(<App router={router} queryClient={queryClient} sessionStore={store} />);
  return router;
}

/**
 * The app's own query client (answers stay fresh for a while, so a page reads what its route's loader asked for),
 * without its retries: for tests that count the calls a page makes.
 */
export function appQueryClientWithoutRetries(): QueryClient {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

/** The keys of the answers in the cache that nothing on the page reads (a route's loader asked for them in vain). */
export function unreadQueryKeys(router: ReturnType<typeof renderAppAt>) {
  return router.options.context.queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() === 0)
    .map((query) => query.queryKey);
}

/**
 * Opens a staff page with /auth/me's answer held (the staff area shows no page without it) and waits until
 * `askedMeanwhile` passes with no page shown yet: what the page's route asked for beside /auth/me, not after it. Then
 * lets /auth/me answer. The app's own query client (without retries) keeps what was asked fresh for the page.
 */
export async function openStaffPageWithAuthMeHeld(
  server: FakeServer,
  path: string,
  askedMeanwhile: () => void,
): Promise<ReturnType<typeof renderAppAt>> {
  const releaseAuthMe = holdAnswers(server, '/api/v1/auth/me');
  const router = renderAppAt(path, { queryClient: appQueryClientWithoutRetries() });
  await waitFor(askedMeanwhile);
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  releaseAuthMe();
  return router;
}
