import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../test/fixtures.ts';
import { SessionProvider, useSession } from './session-provider.tsx';
import { createSessionStore } from './session-store.ts';

function Status() {
  const { status, data } = useSession();
  return (
    <p>
      {status}:{data?.user.name ?? 'nobody'}
    </p>
  );
}

describe('SessionProvider', () => {
  it('loads the session on mount and shows the status', async () => {
    const store = createSessionStore({ fetchSession: () => Promise.resolve(buildStaffSession()) });
    render(
      <SessionProvider store={store}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('loading:nobody')).toBeTruthy();
    expect(await screen.findByText('authenticated:Sam Staff')).toBeTruthy();
  });

  it('re-renders when the session is cleared', async () => {
    const store = createSessionStore({ fetchSession: () => Promise.resolve(buildStaffSession()) });
    render(
      <SessionProvider store={store}>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('authenticated:Sam Staff');
    act(() => store.set(null));
    expect(screen.getByText('unauthenticated:nobody')).toBeTruthy();
  });

  it('refetches on window focus while mounted, and not after unmount', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(buildStaffSession()));
    const store = createSessionStore({ fetchSession });
    const view = render(
      <SessionProvider store={store}>
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('authenticated:Sam Staff');
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    expect(fetchSession).toHaveBeenCalledTimes(2);
    view.unmount();
    window.dispatchEvent(new Event('focus'));
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });
});
