import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { createAppRouter } from './router.tsx';
import { renderAppAt, stubServer } from './test/app-harness.tsx';
import { buildAuthMe, buildParticipantSession, buildStaffSession } from './test/fixtures.ts';
import { jsonResponse, problemResponse } from './test/responses.ts';
import { showToast } from './platform/forms/toast.ts';
import { stubPhoneScreen } from './test/screen-width.ts';

async function settle(router: ReturnType<typeof createAppRouter>): Promise<string> {
  await act(async () => {
    await router.load();
  });
  return router.state.location.href;
}

describe('the app routes', () => {
  it('sends a signed-out user from a staff screen to sign in, saying why and keeping the path as callbackUrl', async () => {
    stubServer(null);
    const router = renderAppAt('/staff/inbox?messageSuccess=true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toEqual({
      callbackUrl: '/staff/inbox?messageSuccess=true',
      error: 'SessionRequired',
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Please sign in to continue.')).toBeTruthy();
    expect(screen.getByLabelText(/E-mail/)).toBeTruthy();
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
  });

  it('shows SessionRequired in plain words on the sign-in page', async () => {
    stubServer(null);
    renderAppAt('/sign-in?error=SessionRequired');
    expect(await screen.findByText('Please sign in to continue.')).toBeTruthy();
  });

  it('lands staff on the staff dashboard from "/"', async () => {
    const session = buildStaffSession();
    stubServer(session);
    const router = renderAppAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(document.title).toBe('Dashboard · Casework');
  });

  it('says, above every signed-in page, when the connection is lost, and stops once it is back', async () => {
    stubServer(buildStaffSession());
    renderAppAt('/staff/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam' })).toBeTruthy();
    try {
      act(() => onlineManager.setOnline(false));
      expect(await screen.findByText('You are offline')).toBeTruthy();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(screen.queryByText('You are offline')).toBeNull());
  });

  it('sends a participant on a staff URL to access denied', async () => {
    const session = buildParticipantSession();
    stubServer(session);
    const router = renderAppAt('/staff/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it('sends staff without the Administrator role away from webhooks', async () => {
    const session = buildStaffSession();
    stubServer(session, ['Supervisor']);
    const router = renderAppAt('/webhooks');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('shows the webhooks screen to an administrator when the area is switched on', async () => {
    const server = stubServer(buildStaffSession(), ['Administrator']);
    const answer = server.fetch.getMockImplementation()!;
    // Webhooks switched on (the harness switches them off), and none registered yet.
    server.fetch.mockImplementation((input: string) =>
      input === '/api/admin/plugins'
        ? Promise.resolve(jsonResponse({ items: [] }))
        : input.startsWith('/api/v1/webhooks?')
          ? Promise.resolve(jsonResponse({ items: [], total: 0 }))
          : answer(input),
    );
    const router = renderAppAt('/webhooks');
    expect(await screen.findByRole('heading', { name: 'Webhooks' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No webhooks yet' })).toBeTruthy();
    expect(await settle(router)).toBe('/webhooks');
  });

  it('shows "Page not found" for an unknown address', async () => {
    stubServer(null);
    renderAppAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('hides a switched-off area from the navigation and explains it on its screen', async () => {
    stubServer(buildStaffSession(), ['Administrator']);
    renderAppAt('/webhooks');
    expect(await screen.findByRole('heading', { name: 'Area switched off' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Admin logs' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Webhooks' })).toBeNull();
  });

  it('shows what went wrong, with a retry, when a screen cannot load', async () => {
    const server = stubServer(buildStaffSession(), ['Administrator']);
    server.authMe = () => problemResponse(503, 'The database is not reachable right now.');
    renderAppAt('/team-management');
    // /auth/me is retried once before the error shows.
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText('The database is not reachable right now.')).toBeTruthy();
    server.authMe = () => jsonResponse(buildAuthMe({ roles: ['Administrator'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Team management' })).toBeTruthy();
  });
});

describe('toasts', () => {
  // The toast store outlives a test's render.
  beforeEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  /** Where the app puts a toast: the data-position of the corner that holds it. */
  async function toastCorner(): Promise<string | null> {
    // The corner does not depend on the screen; the light sign-in page keeps the test quick.
    stubServer(null);
    renderAppAt('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    act(() => {
      showToast({ message: 'Saved' });
    });
    const toast = await screen.findByText('Saved');
    return toast.closest('[data-position]')?.getAttribute('data-position') ?? null;
  }

  it('appear at the top centre: not over Sign out (top right), nor over the reply buttons (bottom right)', async () => {
    expect(await toastCorner()).toBe('top-center');
  });

  it('appear at the top centre on a phone too, not over the composer across the bottom', async () => {
    stubPhoneScreen();
    expect(await toastCorner()).toBe('top-center');
  });
});
