import { sessionStore } from '../session/session-instance.ts';
import { createUnauthorizedHandler } from '../session/sign-out.ts';
import { createApiClient } from './api-client.ts';

/** The app's JSON API client: the session gives it the base address and token; a 401 signs the user out. */
export const api = createApiClient({
  getSession: () => sessionStore.getSnapshot().data,
  onUnauthorized: createUnauthorizedHandler({ store: sessionStore }),
});
