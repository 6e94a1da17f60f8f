import { createApiClient } from '../../../platform/api/api-client.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { createUnauthorizedHandler } from '../../../platform/session/sign-out.ts';

/**
 * A client for the calls under /api/admin on the app's own origin (the plugin list lives there, next to the
 * shell's GET /api/admin/plugins, not under the JSON API base). Same token, same 401 handling as `api`.
 */
export const adminRootApi = createApiClient({
  getSession: () => {
    const session = sessionStore.getSnapshot().data;
    return session ? { ...session, apiBaseUrl: '/' } : null;
  },
  onUnauthorized: createUnauthorizedHandler({ store: sessionStore }),
});
