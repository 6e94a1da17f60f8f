import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../session/session-store.ts';

/** What every route's beforeLoad receives. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
}
