import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../test/fixtures.ts';
import { SessionProvider, useAuthenticatedSession, useSession } from './session-provider.tsx';
import { isSessionEndedError } from './session-ended.ts';
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

/** Shows what a signed-in screen threw: whether it was the expected end of its session, and the message. */
class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <p>{`${isSessionEndedError(error) ? 'ended' : 'fault'}: ${(error as Error).message}`}</p>;
  }
}

function SignedInScreen() {
  return <p>Hello {useAuthenticatedSession().user.name}</p>;
}

describe('useAuthenticatedSession', () => {
  it('throws the expected end of the session when a screen that had one loses it (a sign-out)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createSessionStore({ fetchSession: () => Promise.resolve(buildStaffSession()) });
    await store.refetch();
    render(
      <SessionProvider store={store}>
        <Caught>
          <SignedInScreen />
        </Caught>
      </SessionProvider>,
    );
    expect(screen.getByText('Hello Sam Staff')).toBeTruthy();
    act(() => store.set(null));
    expect(screen.getByText('ended: Your session has ended')).toBeTruthy();
  });

  it('throws a fault when a screen is shown with no session at all (a missing guard)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createSessionStore({ fetchSession: () => Promise.resolve(null) });
    store.set(null);
    render(
      <SessionProvider store={store}>
        <Caught>
          <SignedInScreen />
        </Caught>
      </SessionProvider>,
    );
    expect(screen.getByText('fault: This screen needs a signed-in session')).toBeTruthy();
  });
});
