import type { Role } from '@casework/contract';

/**
 * Who may call a route. Every route declares one next to its schema (`config.policy`);
 * object-level checks (which participant, which thread) live in services.
 */
export type Policy =
  | { readonly access: 'public'; readonly reason: string }
  | { readonly access: 'signed-in' }
  | { readonly access: 'roles'; readonly roles: readonly Role[] };

export const publicAccess = (reason: string): Policy => ({ access: 'public', reason });
export const signedIn: Policy = { access: 'signed-in' };
export const staffOnly: Policy = { access: 'roles', roles: ['Administrator', 'Supervisor', 'Staff'] };
export const supervisorsAndAdmins: Policy = { access: 'roles', roles: ['Administrator', 'Supervisor'] };
export const adminOnly: Policy = { access: 'roles', roles: ['Administrator'] };
export const participantsOnly: Policy = { access: 'roles', roles: ['Participant'] };

/** The signed-in caller of a request. */
export interface Principal {
  userId: string;
  /** null for HTTP Basic callers, which have no session. */
  sessionId: string | null;
  kind: 'staff' | 'participant';
  role: Role;
  email: string;
  staffMemberId: string | null;
  participantId: string | null;
}

export function isAllowed(
  policy: Policy,
  principal: Principal | null,
): 'allow' | 'unauthenticated' | 'forbidden' {
  if (policy.access === 'public') return 'allow';
  if (!principal) return 'unauthenticated';
  if (policy.access === 'signed-in') return 'allow';
  return policy.roles.includes(principal.role) ? 'allow' : 'forbidden';
}

export const isStaff = (p: Principal): boolean => p.kind === 'staff';
export const hasRole = (p: Principal, ...roles: Role[]): boolean => roles.includes(p.role);
