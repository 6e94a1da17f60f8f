import type { AppSession } from '@casework/contract';
import { DEFAULT_SIGNOUT_URL, requestSignOut } from '../auth/auth-client.ts';
import type { SessionStore } from './session-store.ts';
import { clearUserStorage } from './user-storage.ts';

export const SIGN_IN_PATH = '/sign-in';

function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * The sign-out button: ends the server session, forgets the user, tells other tabs, then loads /sign-in as a new
 * page, so nothing of the session (session cache, query cache, screens) stays in memory on a shared computer.
 */
export async function signOut(
  store: Pick<SessionStore, 'broadcast'>,
  navigate: (url: string) => void = assignLocation,
): Promise<void> {
  await requestSignOut(SIGN_IN_PATH);
  clearUserStorage();
  store.broadcast('signout');
  navigate(SIGN_IN_PATH);
}

export interface UnauthorizedHandlerOptions {
  store: Pick<SessionStore, 'broadcast'>;
  /** Full-page navigation, so no stale state of the old session survives. */
  navigate?: (url: string) => void;
}

/**
 * SPEC §7: on any 401 from the API, sign out without redirecting, then go to the session's sign-out URL.
 * Several requests failing together lead to one sign-out.
 */
export function createUnauthorizedHandler(
  options: UnauthorizedHandlerOptions,
): (session: AppSession | null) => void {
  const navigate = options.navigate ?? assignLocation;
  let signingOut = false;
  return (session) => {
    if (signingOut) return;
    signingOut = true;
    const target = session?.signoutURL || DEFAULT_SIGNOUT_URL;
    void requestSignOut(target).then(() => {
      clearUserStorage();
      options.store.broadcast('signout');
      navigate(target);
    });
  };
}
