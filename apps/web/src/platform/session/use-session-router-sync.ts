import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionStore } from './session-store.ts';
import { clearUserStorage } from './user-storage.ts';

/** The part of the router this needs: re-running the guards of the current screen. */
export interface InvalidatableRouter {
  invalidate(): Promise<unknown>;
}

/**
 * When a refetch finds the session ended (another tab signed out, the server revoked it) or the user changed,
 * drop everything cached for the old user and re-run the route guards, which send the user where they belong.
 * A token refresh for the same user changes nothing on screen.
 */
export function useSessionRouterSync(
  router: InvalidatableRouter,
  store: SessionStore,
  queryClient: QueryClient,
): void {
  useEffect(() => {
    let previous = store.getSnapshot();
    return store.subscribe(() => {
      const next = store.getSnapshot();
      const before = previous;
      previous = next;
      // The first load is awaited by the guards themselves.
      if (before.status === 'loading') return;
      const statusChanged = next.status !== before.status;
      const userChanged = next.data?.user.id !== before.data?.user.id;
      if (!statusChanged && !userChanged) return;
      if (userChanged) {
        // Everything but the plugin list, which belongs to the browser session, not to the user.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'plugins' });
        if (next.status === 'unauthenticated') clearUserStorage();
      }
      void router.invalidate();
    });
  }, [router, store, queryClient]);
}
