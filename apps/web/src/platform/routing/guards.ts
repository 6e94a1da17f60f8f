import type { AppSession } from '@casework/contract';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { loadCurrentUser } from '../session/current-user.ts';
import { dashboardPathFor, isParticipantSession } from '../session/roles.ts';
import { decideAccess, type ProtectedArea } from './access.ts';
import type { RouterContext } from './router-context.ts';
import { safeCallbackUrl } from './safe-callback-url.ts';

export interface GuardInput {
  context: RouterContext;
  location: ParsedLocation;
}

/** beforeLoad of a protected tree: sign in first (and come back), or access denied. */
export async function guardArea(
  area: ProtectedArea,
  { context, location }: GuardInput,
): Promise<{ session: AppSession }> {
  const session = await context.session.ensureLoaded();
  const user =
    area === 'administrator' && session && !isParticipantSession(session)
      ? await loadCurrentUser(context.queryClient, session)
      : null;
  const decision = decideAccess(area, session, user);
  if (decision.kind === 'sign-in') {
    // SessionRequired: the sign-in page says why it is there (a session that ended while a page was open, too).
    throw redirect({
      to: '/sign-in',
      search: { callbackUrl: location.href, error: 'SessionRequired' },
      replace: true,
    });
  }
  if (decision.kind === 'access-denied' || !session) throw redirect({ to: '/access-denied', replace: true });
  return { session };
}

export const requireStaff = (input: GuardInput) => guardArea('staff', input);
export const requireParticipant = (input: GuardInput) => guardArea('participant', input);
export const requireAdministrator = (input: GuardInput) => guardArea('administrator', input);

/** beforeLoad of "/": the role's dashboard, or sign-in. */
export async function redirectFromRoot({ context }: Pick<GuardInput, 'context'>): Promise<never> {
  const session = await context.session.ensureLoaded();
  if (!session) throw redirect({ to: '/sign-in', replace: true });
  throw redirect({ to: dashboardPathFor(session), replace: true });
}

/** Where a signed-in user goes from the sign-in page: the safe callbackUrl, else the role's dashboard. */
export function afterSignInPath(session: AppSession, callbackUrl: unknown): string {
  return safeCallbackUrl(callbackUrl) ?? dashboardPathFor(session);
}

/** beforeLoad of /sign-in: someone already signed in goes on at once. */
export async function redirectWhenSignedIn({
  context,
  callbackUrl,
}: {
  context: RouterContext;
  callbackUrl: unknown;
}): Promise<void> {
  const session = await context.session.ensureLoaded();
  if (session) throw redirect({ href: afterSignInPath(session, callbackUrl), replace: true });
}

/** beforeLoad inside the staff tree, whose context already holds the session: TeamInbox.Access or access denied. */
export async function requireTeamInboxAccess({
  context,
}: {
  context: { session: AppSession; queryClient: RouterContext['queryClient'] };
}): Promise<void> {
  const user = await loadCurrentUser(context.queryClient, context.session);
  if (decideAccess('team-inbox', context.session, user).kind !== 'allow') {
    throw redirect({ to: '/access-denied', replace: true });
  }
}
