import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../session/session-provider.tsx';
import { recordNavigation } from './user-action-log.ts';

/**
 * Records a USERNAV user action each time a signed-in user arrives on a page: the path only, never the query. A
 * page counts once the router has resolved it (guards and redirects done), not while it is still pending.
 */
export function useNavigationLogging(): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? null });
  const { status, data } = useSession();
  const session = status === 'authenticated' ? data : null;
  useEffect(() => {
    if (pathname !== null) recordNavigation(session, pathname);
  }, [session, pathname]);
}
