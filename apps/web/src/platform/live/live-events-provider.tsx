import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession, useSessionStore } from '../session/session-provider.tsx';
import type { SessionStore } from '../session/session-store.ts';
import { createUnauthorizedHandler } from '../session/sign-out.ts';
import { createLiveEventsClient, type LiveNotice } from './live-events-client.ts';

export type LiveListener = (notice: LiveNotice) => void;

interface LiveEventsHub {
  subscribe(listener: LiveListener): () => void;
  emit(notice: LiveNotice): void;
}

function createHub(): LiveEventsHub {
  const listeners = new Set<LiveListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(notice) {
      for (const listener of [...listeners]) listener(notice);
    },
  };
}

const LiveEventsContext = createContext<LiveEventsHub | null>(null);

/**
 * Where each user's last connection of this tab stopped. Leaving the area that holds the provider (an admin screen)
 * and coming back resumes there, so the server replays what happened meanwhile instead of it being missed.
 */
const resumePoints = new Map<string, string>();

const unauthorizedHandlers = new WeakMap<SessionStore, ReturnType<typeof createUnauthorizedHandler>>();

/** SPEC §7: a 401 signs out, as for any API call (one sign-out however many requests fail). */
function unauthorizedHandlerFor(store: SessionStore) {
  let handler = unauthorizedHandlers.get(store);
  if (!handler) {
    handler = createUnauthorizedHandler({ store });
    unauthorizedHandlers.set(store, handler);
  }
  return handler;
}

export interface LiveEventsProviderProps {
  /** False keeps the connection closed (e.g. the inbox area is switched off). Default true. */
  enabled?: boolean;
  children?: ReactNode;
}

/**
 * One live-update connection for the signed-in user of this tab, shared by every `useLiveEvents` below. It opens
 * when a user is signed in, closes on sign-out or a change of user, and asks the session again when the server
 * says the session ended (the app then returns to sign-in).
 */
export function LiveEventsProvider({ enabled = true, children }: LiveEventsProviderProps) {
  const store = useSessionStore();
  const { data: session, status } = useSession();
  const userId = status === 'authenticated' ? (session?.user.id ?? null) : null;
  const [hub] = useState(createHub);

  useEffect(() => {
    if (!enabled || userId === null) return;
    const client = createLiveEventsClient({
      getSession: () => store.getSnapshot().data,
      lastEventId: resumePoints.get(userId) ?? null,
      onNotice: hub.emit,
      onUnauthorized: unauthorizedHandlerFor(store),
      onSessionEnded: () => void store.refetch(),
      refreshSession: () => store.refetch(),
    });
    client.start();
    return () => {
      client.close();
      if (client.lastEventId) resumePoints.set(userId, client.lastEventId);
    };
  }, [enabled, userId, store, hub]);

  return <LiveEventsContext value={hub}>{children}</LiveEventsContext>;
}

/**
 * Calls `listener` for every live notice of the tab's connection: a thread event (ids only), `counts` (refetch the
 * inbox counts) or `reset` (refetch everything shown). Outside a LiveEventsProvider it does nothing.
 */
export function useLiveEvents(listener: LiveListener): void {
  const hub = use(LiveEventsContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => hub?.subscribe((notice) => latest.current(notice)), [hub]);
}
