import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UserActions } from '../platform/layout/user-actions.tsx';
import { renderAppAt, stubServer } from '../test/app-harness.tsx';
import { buildStaffSession } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';

/** Presses the header's Sign out and returns the address the browser was sent to (a new page load). */
async function signOutFromTheHeader(): Promise<string> {
  const server = stubServer(buildStaffSession());
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { ...window.location, assign });
  renderWithProviders(<UserActions />, { session: buildStaffSession() });
  server.session = null;
  fireEvent.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
  await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  return assign.mock.calls[0]![0];
}

describe('/sign-in', () => {
  it('says "You have signed out." after the user signs out, so a shared computer shows it worked', async () => {
    const address = await signOutFromTheHeader();
    expect(address).toBe('/sign-in?signedOut=true');
    cleanup();
    renderAppAt(address);
    const message = await screen.findByTestId('sign-in-message');
    expect(message.textContent).toBe('You have signed out.');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('keeps "Please sign in to continue." when the session ended by itself', async () => {
    stubServer(null);
    renderAppAt('/sign-in?error=SessionRequired&callbackUrl=%2Fstaff%2Finbox');
    expect((await screen.findByTestId('sign-in-message')).textContent).toBe('Please sign in to continue.');
    expect(screen.queryByText('You have signed out.')).toBeNull();
  });

  it('shows no notice on a plain visit', async () => {
    stubServer(null);
    renderAppAt('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByTestId('sign-in-message')).toBeNull();
  });
});
