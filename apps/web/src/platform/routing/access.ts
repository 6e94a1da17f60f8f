import type { AppSession } from '@casework/contract';
import { hasRole, isParticipantSession, worksTeamInbox, type CurrentUser } from '../session/roles.ts';

/** The route trees of SPEC §2 that need a signed-in user. */
export type ProtectedArea = 'staff' | 'participant' | 'administrator' | 'team-inbox';

export type AccessDecision = { kind: 'allow' } | { kind: 'sign-in' } | { kind: 'access-denied' };

/**
 * Who may enter which tree: signed-out users sign in first; participants never enter staff or admin screens;
 * staff never enter participant screens; team management, webhooks and admin logs need the Administrator role;
 * the team inbox needs a team inbox the user works (SPEC §6 TeamInbox.Access, or a lead's membership: decision 010).
 */
export function decideAccess(
  area: ProtectedArea,
  session: AppSession | null,
  user: CurrentUser | null,
): AccessDecision {
  if (!session) return { kind: 'sign-in' };
  const participant = isParticipantSession(session);
  switch (area) {
    case 'participant':
      return participant ? { kind: 'allow' } : { kind: 'access-denied' };
    case 'staff':
      return participant ? { kind: 'access-denied' } : { kind: 'allow' };
    case 'administrator':
      return !participant && hasRole(user, 'Administrator') ? { kind: 'allow' } : { kind: 'access-denied' };
    case 'team-inbox':
      return !participant && worksTeamInbox(user) ? { kind: 'allow' } : { kind: 'access-denied' };
  }
}
