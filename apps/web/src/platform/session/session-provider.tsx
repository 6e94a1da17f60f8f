import type { AppSession } from '@casework/contract';
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SessionEndedError } from './session-ended.ts';
import type { SessionSnapshot, SessionStore } from './session-store.ts';

const SessionStoreContext = createContext<SessionStore | null>(null);

export interface SessionProviderProps {
  store: SessionStore;
  children: ReactNode;
}

/** Starts the SPEC §4 refetch triggers of the store for as long as it is mounted, and shares the store. */
export function SessionProvider({ store, children }: SessionProviderProps) {
  useEffect(() => store.start(), [store]);
  return <SessionStoreContext value={store}>{children}</SessionStoreContext>;
}

export function useSessionStore(): SessionStore {
  const store = use(SessionStoreContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

export interface UseSessionResult extends SessionSnapshot {
  refetch: () => Promise<AppSession | null>;
}

/** The session and its status: loading, authenticated or unauthenticated. */
export function useSession(): UseSessionResult {
  const store = useSessionStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, refetch: store.refetch };
}

/**
 * The session of a screen that is only reachable when signed in (guards ensure it). Once the screen had one, its
 * ending (a sign-out) throws a SessionEndedError, which is expected and not reported; a screen shown without ever
 * having a session is a missing guard, and throws an error that is.
 */
export function useAuthenticatedSession(): AppSession {
  const { data } = useSession();
  const [hadSession, setHadSession] = useState(data !== null);
  if (data && !hadSession) setHadSession(true);
  if (data) return data;
  if (hadSession) throw new SessionEndedError();
  throw new Error('This screen needs a signed-in session');
}
