import { STORAGE_KEYS } from '@casework/contract';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildParticipantSession, buildStaffSession } from '../../test/fixtures.ts';
import { createSessionStore } from './session-store.ts';
import { useSessionRouterSync } from './use-session-router-sync.ts';

function setup() {
  const store = createSessionStore({ fetchSession: () => Promise.resolve(null) });
  const router = { invalidate: vi.fn(() => Promise.resolve()) };
  const queryClient = new QueryClient();
  queryClient.setQueryData(['anything'], 1);
  queryClient.setQueryData(['plugins'], { items: [] });
  renderHook(() => useSessionRouterSync(router, store, queryClient));
  return { store, router, queryClient };
}

describe('useSessionRouterSync', () => {
  it('does nothing on the first load, which the guards await', () => {
    const { store, router } = setup();
    store.set(buildStaffSession());
    expect(router.invalidate).not.toHaveBeenCalled();
  });

  it('does nothing when only the token was refreshed', () => {
    const { store, router, queryClient } = setup();
    store.set(buildStaffSession());
    store.set(buildStaffSession({ accessToken: 'refreshed' }));
    expect(router.invalidate).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['anything'])).toBe(1);
  });

  it('clears the caches and re-runs the guards when the session ends', () => {
    const { store, router, queryClient } = setup();
    store.set(buildStaffSession());
    window.localStorage.setItem(STORAGE_KEYS.staffUser, '{}');
    store.set(null);
    expect(router.invalidate).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['anything'])).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.staffUser)).toBeNull();
  });

  it('clears the caches when another user signed in in another tab', () => {
    const { store, router, queryClient } = setup();
    store.set(buildStaffSession());
    store.set(buildParticipantSession());
    expect(router.invalidate).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['anything'])).toBeUndefined();
  });

  it('keeps the plugin list, which belongs to the browser session', () => {
    const { store, queryClient } = setup();
    store.set(buildStaffSession());
    store.set(null);
    expect(queryClient.getQueryData(['plugins'])).toEqual({ items: [] });
  });
});
