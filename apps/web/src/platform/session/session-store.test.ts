import { SESSION_REFRESH_MARGIN_MS, type AppSession } from '@casework/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../test/fixtures.ts';
import {
  MIN_EXPIRY_REFETCH_DELAY_MS,
  SESSION_SYNC_KEY,
  createSessionStore,
  type SessionStoreOptions,
} from './session-store.ts';

const NOW = new Date('2030-01-01T12:00:00Z').getTime();
const HOUR = 3600_000;

function sessionExpiringIn(ms: number): AppSession {
  return buildStaffSession({ accessTokenExpiry: new Date(Date.now() + ms).toISOString() });
}

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

let stops: (() => void)[] = [];
function startedStore(options: Partial<SessionStoreOptions> & Pick<SessionStoreOptions, 'fetchSession'>) {
  const store = createSessionStore(options);
  stops.push(store.start());
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  setOnline(true);
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('session store', () => {
  it('starts loading, then becomes authenticated with the session', async () => {
    const session = sessionExpiringIn(HOUR);
    const store = createSessionStore({ fetchSession: () => Promise.resolve(session) });
    expect(store.getSnapshot()).toEqual({ status: 'loading', data: null });
    await expect(store.ensureLoaded()).resolves.toBe(session);
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', data: session });
  });

  it('becomes unauthenticated when the server has no session', async () => {
    const store = createSessionStore({ fetchSession: () => Promise.resolve(null) });
    await store.ensureLoaded();
    expect(store.getSnapshot().status).toBe('unauthenticated');
  });

  it('counts a failed first load as signed out and reports the error', async () => {
    const onError = vi.fn();
    const store = createSessionStore({ fetchSession: () => Promise.reject(new Error('down')), onError });
    await expect(store.ensureLoaded()).resolves.toBeNull();
    expect(store.getSnapshot().status).toBe('unauthenticated');
    expect(onError).toHaveBeenCalled();
  });

  it('keeps the session when a later refresh fails', async () => {
    const session = sessionExpiringIn(HOUR);
    const fetchSession = vi.fn().mockResolvedValueOnce(session).mockRejectedValueOnce(new Error('blip'));
    const store = createSessionStore({ fetchSession });
    await store.ensureLoaded();
    await store.refetch();
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', data: session });
  });

  it('shares one request between concurrent callers', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(HOUR)));
    const store = createSessionStore({ fetchSession });
    await Promise.all([store.ensureLoaded(), store.ensureLoaded(), store.refetch()]);
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers on every change', async () => {
    const store = createSessionStore({ fetchSession: () => Promise.resolve(null) });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.ensureLoaded();
    store.set(sessionExpiringIn(HOUR));
    unsubscribe();
    store.set(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('refetches when the window gains focus', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(HOUR)));
    const store = startedStore({ fetchSession });
    await store.ensureLoaded();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('does not refetch on focus when that is turned off', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(HOUR)));
    const store = startedStore({ fetchSession, refetchOnWindowFocus: false });
    await store.ensureLoaded();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('does not poll unless an interval is configured', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(24 * HOUR)));
    const store = startedStore({ fetchSession });
    await store.ensureLoaded();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('polls on the configured interval (seconds)', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(24 * HOUR)));
    const store = startedStore({ fetchSession, refetchInterval: 60 });
    await store.ensureLoaded();
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(fetchSession).toHaveBeenCalledTimes(4);
  });

  it('refetches when another tab writes the session-sync key', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(HOUR)));
    const store = startedStore({ fetchSession });
    await store.ensureLoaded();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_SYNC_KEY, newValue: '{"event":"signout"}' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('writes the session-sync key when told of a sign-in or sign-out', () => {
    const store = createSessionStore({ fetchSession: () => Promise.resolve(null) });
    store.broadcast('signout');
    expect(JSON.parse(window.localStorage.getItem(SESSION_SYNC_KEY) ?? '{}')).toMatchObject({
      event: 'signout',
    });
  });

  it('skips automatic refetches while offline', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(24 * HOUR)));
    const store = startedStore({ fetchSession, refetchInterval: 60 });
    await store.ensureLoaded();
    setOnline(false);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SYNC_KEY, newValue: 'x' }));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });

  it('refetches while offline when refetchWhenOffline is configured', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(24 * HOUR)));
    const store = startedStore({ fetchSession, refetchInterval: 60, refetchWhenOffline: true });
    await store.ensureLoaded();
    setOnline(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('refetches exactly 10 minutes before the access token expires', async () => {
    const fetchSession = vi
      .fn<() => Promise<AppSession | null>>()
      .mockResolvedValueOnce(sessionExpiringIn(HOUR))
      .mockResolvedValue(sessionExpiringIn(2 * HOUR));
    const store = startedStore({ fetchSession });
    await store.ensureLoaded();
    await vi.advanceTimersByTimeAsync(HOUR - SESSION_REFRESH_MARGIN_MS - 1);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('reschedules the expiry refetch from the refreshed token', async () => {
    let expiry = NOW + HOUR;
    const fetchSession = vi.fn(() => {
      const session = buildStaffSession({ accessTokenExpiry: new Date(expiry).toISOString() });
      expiry += HOUR;
      return Promise.resolve(session);
    });
    const store = startedStore({ fetchSession });
    await store.ensureLoaded();
    await vi.advanceTimersByTimeAsync(HOUR - SESSION_REFRESH_MARGIN_MS);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchSession).toHaveBeenCalledTimes(3);
  });

  it('waits a short while, not zero, when the token is already inside the margin', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(60_000)));
    const store = startedStore({ fetchSession });
    await store.ensureLoaded();
    await vi.advanceTimersByTimeAsync(MIN_EXPIRY_REFETCH_DELAY_MS - 1);
    expect(fetchSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSession).toHaveBeenCalledTimes(2);
  });

  it('stops every trigger when stopped', async () => {
    const fetchSession = vi.fn(() => Promise.resolve(sessionExpiringIn(HOUR)));
    const store = createSessionStore({ fetchSession, refetchInterval: 60 });
    const stop = store.start();
    await store.ensureLoaded();
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchSession).toHaveBeenCalledTimes(1);
  });
});
