import { UNDEFINED_TOKEN, buildUrl, type AppSession, type RecordUserActionBody } from '@casework/contract';
import { sessionStore } from '../session/session-instance.ts';

/** POST /logs/user-actions, relative to the session's API base. */
export const USER_ACTIONS_PATH = '/logs/user-actions';
/** The contract's limit on `action`. */
const MAX_ACTION_LENGTH = 200;
/** The contract's limit on a text detail value. */
const MAX_DETAIL_TEXT = 500;
/** Paths where nobody is signed in yet (or any more): never logged. */
const SIGNED_OUT_PATHS = /^\/(sign-in|auth)(\/|$)/;

/**
 * Sends one user action: fire and forget. It never throws, never waits and never signs the user out on a 401 (a
 * failed log call must not end a session or break a screen); the server rate-limits per user.
 */
export function sendUserAction(session: AppSession | null, body: RecordUserActionBody): void {
  if (!session) return;
  try {
    const url = buildUrl(session.apiBaseUrl, USER_ACTIONS_PATH);
    void globalThis
      .fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.accessToken || UNDEFINED_TOKEN}`,
        },
        body: JSON.stringify(body),
        credentials: 'include',
        keepalive: true,
      })
      .catch(() => undefined);
  } catch {
    // Logging must never break the page.
  }
}

let lastNavigation: string | null = null;

/** Forgets the last recorded navigation (tests only). */
export function resetNavigationLog(): void {
  lastNavigation = null;
}

/** The path of a location, without its query string or hash: those may hold participant ids or search terms. */
export function pathOnly(location: string): string {
  const cut = location.search(/[?#]/);
  const path = cut === -1 ? location : location.slice(0, cut);
  return path === '' ? '/' : path.slice(0, MAX_ACTION_LENGTH);
}

/**
 * USERNAV: the signed-in user arrived at `pathname`. The same path for the same user twice in a row is recorded
 * once (re-renders, session refreshes, React's development double effects); the sign-in pages are never recorded.
 */
export function recordNavigation(session: AppSession | null, pathname: string): void {
  const path = pathOnly(pathname);
  if (!session || SIGNED_OUT_PATHS.test(path)) {
    // After signing out and in again, the first page counts as a new visit.
    lastNavigation = null;
    return;
  }
  const key = `${session.user.id} ${path}`;
  if (key === lastNavigation) return;
  lastNavigation = key;
  sendUserAction(session, { category: 'USERNAV', action: path, detail: {} });
}

/** SVC_SEARCH: the user searched the service directory for `term` and saw `resultCount` results. */
export function recordServiceSearch(
  term: string,
  resultCount: number,
  session: AppSession | null = sessionStore.getSnapshot().data,
): void {
  const trimmed = term.trim();
  if (trimmed === '') return;
  sendUserAction(session, {
    category: 'SVC_SEARCH',
    action: 'searched services',
    detail: {
      term: trimmed.slice(0, MAX_DETAIL_TEXT),
      results: Number.isFinite(resultCount) ? Math.max(0, Math.trunc(resultCount)) : 0,
    },
  });
}

/** SVC_NAV: the user opened a service's details. */
export function recordServiceVisit(session: AppSession | null, service: { id: string; name: string }): void {
  sendUserAction(session, {
    category: 'SVC_NAV',
    action: 'opened service',
    detail: { serviceId: service.id, name: service.name.slice(0, MAX_DETAIL_TEXT) },
  });
}
