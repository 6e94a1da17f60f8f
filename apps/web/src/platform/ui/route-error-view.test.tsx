import { MantineProvider } from '@mantine/core';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  lazyRouteComponent,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logClientError } from '../logging/client-logger.ts';
import { SessionEndedError } from '../session/session-ended.ts';
import { isChunkLoadError, keepPageWhenOffline } from './chunk-load-error.ts';
import { RouteErrorView } from './route-error-view.tsx';
import { theme } from './theme.ts';

// The first render of a router on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const reload = vi.fn();

vi.mock('../logging/client-logger.ts', () => ({ logClientError: vi.fn() }));

/** A screen that fails with `error`, shown through the router's error boundary. */
function renderFailingScreen(error: Error) {
  const rootRoute = createRootRoute({
    component: () => {
      throw error;
    },
    errorComponent: (props: ErrorComponentProps) => <RouteErrorView {...props} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/** A screen whose code does not arrive while `missing.now` is true (as offline), then shows "Inbox". */
function renderScreenLoadedLater(missing: { now: boolean }) {
  const rootRoute = createRootRoute({
    component: () => {
      if (missing.now)
        throw new TypeError(
          'Failed to fetch dynamically imported module: https://casework.example/assets/inbox-Bx1.js',
        );
      return <h1>Inbox</h1>;
    },
    errorComponent: (props: ErrorComponentProps) => <RouteErrorView {...props} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://casework.example/assets/inbox-Bx1.js',
    'error loading dynamically imported module: https://casework.example/assets/inbox-Bx1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/inbox-Bx1.css',
  ])('knows a part of the app that did not load: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('The server had a problem.'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('RouteErrorView', () => {
  it('asks for a reload, in plain words, when a screen failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailingScreen(
      new TypeError(
        'Failed to fetch dynamically imported module: https://casework.example/assets/inbox-Bx1.js',
      ),
    );
    expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('dynamically imported module');
    expect(document.body.textContent).not.toContain('.js');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says, offline, that the screen needs the connection and opens it by itself once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reload.mockClear();
    vi.stubGlobal('location', { ...window.location, reload });
    // Offline before the screen is opened (TanStack Query's view of the browser, which the app follows).
    onlineManager.setOnline(false);
    const missing = { now: true };
    try {
      renderScreenLoadedLater(missing);
      expect(await screen.findByRole('heading', { name: 'This screen needs the connection' })).toBeTruthy();
      expect(document.body.textContent).toContain('opens by itself once your connection is back');
      expect(document.body.textContent).not.toContain('updated');
      // Reloading offline would lose what waits to be sent: not offered.
      expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
      missing.now = false;
      act(() => {
        fireEvent(window, new Event('online'));
      });
      expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'This screen needs the connection' })).toBeNull();
      expect(reload).not.toHaveBeenCalled();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('once back online, fetches the code of a screen that failed offline and shows it, without reloading the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reload.mockClear();
    vi.stubGlobal('location', { ...window.location, reload });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    sessionStorage.clear();
    const stop = keepPageWhenOffline();
    // The screen's code, as the router splits it off: offline, its fetch fails, with Vite's announcement.
    const importer = () => {
      if (navigator.onLine) return Promise.resolve({ Screen: () => <h1>Inbox</h1> });
      const error = new TypeError('Failed to fetch dynamically imported module: /assets/inbox-Cc2.js');
      window.dispatchEvent(
        Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }),
      );
      return Promise.reject(error);
    };
    const rootRoute = createRootRoute({
      component: lazyRouteComponent(importer, 'Screen'),
      errorComponent: (props: ErrorComponentProps) => <RouteErrorView {...props} />,
    });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    try {
      render(
        <MantineProvider theme={theme} env="test">
          <RouterProvider router={router} />
        </MantineProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'This screen needs the connection' })).toBeTruthy();
      onLine.mockReturnValue(true);
      act(() => {
        fireEvent(window, new Event('online'));
      });
      expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
    } finally {
      stop();
      onlineManager.setOnline(true);
      sessionStorage.clear();
    }
  });

  it('keeps showing other errors with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFailingScreen(new Error('The list could not be read.'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The list could not be read.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });

  it('says the session ended, and reports nothing, when a sign-out ends the session of the screen shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(logClientError).mockClear();
    renderFailingScreen(new SessionEndedError());
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(logClientError).not.toHaveBeenCalled();
  });

  it('still reports a screen shown without a session (a missing guard) and other errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(logClientError).mockClear();
    const missingGuard = new Error('This screen needs a signed-in session');
    renderFailingScreen(missingGuard);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(logClientError).toHaveBeenCalledWith('client.route_error', missingGuard);
  });
});
