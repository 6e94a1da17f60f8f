import { SESSION_REFRESH_MARGIN_MS, STORAGE_KEY_PREFIX, type AppSession } from '@casework/contract';

/** SPEC §4 session status. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionSnapshot {
  status: SessionStatus;
  data: AppSession | null;
}

/** localStorage key written on sign-in and sign-out so other tabs refetch (SPEC §4 cross-tab storage events). */
export const SESSION_SYNC_KEY = `${STORAGE_KEY_PREFIX}session-sync`;
/** When the token is already inside the refresh margin (clock skew, short tokens), wait this long, not zero. */
export const MIN_EXPIRY_REFETCH_DELAY_MS = 30_000;
/** Focus and visibility events often come in pairs; one refetch is enough. */
export const FOCUS_COALESCE_MS = 2_000;
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export interface SessionStoreOptions {
  fetchSession: () => Promise<AppSession | null>;
  /** Poll interval in seconds, as in Auth.js; 0 (the default) turns polling off. */
  refetchInterval?: number;
  /** Refetch when the window gains focus or the tab becomes visible. Default true. */
  refetchOnWindowFocus?: boolean;
  /** Also refetch automatically while the browser says it is offline. Default false. */
  refetchWhenOffline?: boolean;
  /** Told about failed session requests (logging). */
  onError?: (error: unknown) => void;
}

export type SessionSyncEvent = 'signin' | 'signout';

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** The session once the first load has finished (starts it when needed). */
  ensureLoaded(): Promise<AppSession | null>;
  /** Fetches the session now, whatever the network state; calls made while one is running share it. */
  refetch(): Promise<AppSession | null>;
  /** Replaces the session (null after a sign-out). */
  set(data: AppSession | null): void;
  /** Tells other tabs of this browser that the user signed in or out. */
  broadcast(event: SessionSyncEvent): void;
  /** Attaches the focus, storage and timer triggers; returns the function that detaches them. */
  start(target?: Window): () => void;
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const {
    fetchSession,
    refetchInterval = 0,
    refetchOnWindowFocus = true,
    refetchWhenOffline = false,
  } = options;
  let snapshot: SessionSnapshot = { status: 'loading', data: null };
  const listeners = new Set<() => void>();
  let inFlight: Promise<AppSession | null> | null = null;
  let started = false;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastFocusRefetch = Number.NEGATIVE_INFINITY;

  function emit(next: SessionSnapshot): void {
    snapshot = next;
    scheduleExpiryRefetch();
    for (const listener of [...listeners]) listener();
  }

  function set(data: AppSession | null): void {
    emit({ status: data ? 'authenticated' : 'unauthenticated', data });
  }

  function refetch(): Promise<AppSession | null> {
    inFlight ??= fetchSession()
      .then(
        (data) => {
          set(data);
          return data;
        },
        (error: unknown) => {
          options.onError?.(error);
          // A failed first load counts as signed out; a failed refresh keeps the session we have.
          if (snapshot.status === 'loading') set(null);
          else scheduleExpiryRefetch();
          return snapshot.data;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  function isOnline(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  /** Refetch triggered by focus, timers or other tabs: skipped while offline unless configured (SPEC §4). */
  function autoRefetch(): void {
    if (!refetchWhenOffline && !isOnline()) return;
    void refetch();
  }

  // SPEC §4/§9: refresh the session 10 minutes before the access token expires.
  function scheduleExpiryRefetch(): void {
    clearTimeout(expiryTimer);
    expiryTimer = undefined;
    if (!started || !snapshot.data) return;
    const expiry = Date.parse(snapshot.data.accessTokenExpiry);
    if (Number.isNaN(expiry)) return;
    const delay = expiry - SESSION_REFRESH_MARGIN_MS - Date.now();
    expiryTimer = setTimeout(
      autoRefetch,
      Math.min(delay > 0 ? delay : MIN_EXPIRY_REFETCH_DELAY_MS, MAX_TIMER_DELAY_MS),
    );
  }

  function ensureLoaded(): Promise<AppSession | null> {
    if (snapshot.status !== 'loading') return Promise.resolve(snapshot.data);
    return refetch();
  }

  function broadcast(event: SessionSyncEvent): void {
    try {
      window.localStorage.setItem(SESSION_SYNC_KEY, JSON.stringify({ event, at: Date.now() }));
    } catch {
      // Storage can be full or blocked; other tabs then catch up on focus.
    }
  }

  function start(target: Window = window): () => void {
    started = true;
    if (snapshot.status === 'loading') void refetch();
    scheduleExpiryRefetch();

    const onFocus = (): void => {
      const now = Date.now();
      if (now - lastFocusRefetch < FOCUS_COALESCE_MS) return;
      lastFocusRefetch = now;
      autoRefetch();
    };
    const onVisibility = (): void => {
      if (target.document.visibilityState === 'visible') onFocus();
    };
    const onStorage = (event: StorageEvent): void => {
      if (event.key === SESSION_SYNC_KEY && event.newValue !== null) autoRefetch();
    };
    if (refetchOnWindowFocus) {
      target.addEventListener('focus', onFocus);
      target.document.addEventListener('visibilitychange', onVisibility);
    }
    target.addEventListener('storage', onStorage);
    const poll = refetchInterval > 0 ? setInterval(autoRefetch, refetchInterval * 1000) : undefined;

    return () => {
      started = false;
      clearTimeout(expiryTimer);
      clearInterval(poll);
      target.removeEventListener('focus', onFocus);
      target.document.removeEventListener('visibilitychange', onVisibility);
      target.removeEventListener('storage', onStorage);
    };
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensureLoaded,
    refetch,
    set,
    broadcast,
    start,
  };
}
