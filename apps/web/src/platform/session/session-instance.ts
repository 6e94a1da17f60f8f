import { fetchSession } from '../auth/auth-client.ts';
import { logClientError } from '../logging/client-logger.ts';
import { createSessionStore } from './session-store.ts';
import { watchUserStorage } from './user-storage.ts';

/** The app's one session store. Polling stays off (SPEC §4); focus, other tabs and token expiry refetch it. */
export const sessionStore = createSessionStore({
  fetchSession,
  refetchInterval: 0,
  refetchOnWindowFocus: true,
  refetchWhenOffline: false,
  onError: (error) => logClientError('session.fetch_failed', error),
});

// What the browser keeps for one user (recently opened participants, ...) never reaches the next one.
watchUserStorage(sessionStore);
