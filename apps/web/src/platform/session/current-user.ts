import { STORAGE_KEYS, type AppSession, type AuthMeResponse } from '@casework/contract';
import { AuthMeAnswer } from '../api/startup-answers.ts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/api.ts';
import { participantUser, userFromAuthMe, type CurrentUser } from './roles.ts';
import { useSession } from './session-provider.tsx';
import { writeUserStorage } from './user-storage.ts';

/** GET /auth/me; the answer is also kept in local storage under the staffUser key (SPEC §9). */
export async function fetchAuthMe(signal?: AbortSignal): Promise<AuthMeResponse> {
  const me = await api.get('/auth/me', { schema: AuthMeAnswer, signal });
  writeUserStorage(STORAGE_KEYS.staffUser, me);
  return me;
}

/** SPEC §6: the roles-and-teams lookup runs only for a session without a participantId. */
export function needsAuthMe(session: AppSession | null): session is AppSession {
  return session !== null && session.participantId === undefined;
}

/**
 * How long an answer of /auth/me counts as fresh. Entering the staff area asks for it with the page's answers, and
 * the frame that reads it mounts a moment later: with no such window, every page load asked twice. A screen that
 * mounts later asks again, and a change the app makes to the caller's teams or roles marks it stale at once.
 */
export const AUTH_ME_FRESH_MS = 10_000;

/**
 * The key every /auth/me answer is kept under (with the user's id after it): a change to the caller's teams or roles
 * invalidates it, and that is what makes the next screen ask again within AUTH_ME_FRESH_MS.
 */
export const authMeKey = ['auth', 'me'] as const;

/** SPEC §4: the roles-and-teams lookup does not refetch on focus or reconnect. */
export function authMeQueryOptions(session: AppSession | null) {
  return queryOptions({
    queryKey: [...authMeKey, session?.user.id ?? null] as const,
    queryFn: ({ signal }) => fetchAuthMe(signal),
    enabled: needsAuthMe(session),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // Fresh again when a screen that needs it mounts after AUTH_ME_FRESH_MS: that is also one of the ways an ended
    // session shows up (a 401), beside every other call the screen makes.
    staleTime: AUTH_ME_FRESH_MS,
    retry: 1,
  });
}

/** The current user for route guards: from /auth/me for staff, derived locally for participants. */
export async function loadCurrentUser(queryClient: QueryClient, session: AppSession): Promise<CurrentUser> {
  if (!needsAuthMe(session)) return participantUser(session);
  return userFromAuthMe(await queryClient.ensureQueryData(authMeQueryOptions(session)));
}

export type CurrentUserResult =
  | { status: 'pending'; user: null; error: null }
  | { status: 'error'; user: null; error: Error }
  | { status: 'success'; user: CurrentUser; error: null };

/** The signed-in user with roles, teams and permissions. */
export function useCurrentUser(): CurrentUserResult {
  const { data: session, status } = useSession();
  const query = useQuery(authMeQueryOptions(status === 'authenticated' ? session : null));
  if (session && !needsAuthMe(session))
    return { status: 'success', user: participantUser(session), error: null };
  if (query.status === 'error') return { status: 'error', user: null, error: query.error };
  if (query.status === 'success') return { status: 'success', user: userFromAuthMe(query.data), error: null };
  return { status: 'pending', user: null, error: null };
}
