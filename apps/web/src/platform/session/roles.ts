import {
  PERMISSIONS,
  type AppSession,
  type AuthMeResponse,
  type Permission,
  type Role,
} from '@casework/contract';

export type TeamMembership = AuthMeResponse['teams'][number];

/** The signed-in user as the screens need it: roles, teams and permissions (SPEC §6). */
export interface CurrentUser {
  kind: 'staff' | 'participant';
  name: string;
  firstName: string;
  roles: Role[];
  teams: TeamMembership[];
  permissions: Permission[];
  participantId: string | null;
  staffMemberId: string | null;
}

export function isParticipantSession(session: AppSession): boolean {
  return session.participantId !== undefined || session.user.kind === 'participant';
}

export type DashboardPath = '/staff/dashboard' | '/participant/dashboard';

export function dashboardPathFor(session: AppSession): DashboardPath {
  return isParticipantSession(session) ? '/participant/dashboard' : '/staff/dashboard';
}

/** SPEC §6: a participant session carries its participantId; roles are derived here, without /auth/me. */
export function participantUser(session: AppSession): CurrentUser {
  return {
    kind: 'participant',
    name: session.user.name,
    firstName: session.user.name.split(' ')[0] ?? session.user.name,
    roles: ['Participant'],
    teams: [],
    permissions: [],
    participantId: session.participantId ?? null,
    staffMemberId: null,
  };
}

export function userFromAuthMe(me: AuthMeResponse): CurrentUser {
  return {
    kind: me.kind,
    name: `${me.firstName} ${me.lastName}`.trim(),
    firstName: me.firstName,
    roles: me.roles,
    teams: me.teams,
    permissions: me.permissions,
    participantId: me.participantId,
    staffMemberId: me.staffMemberId,
  };
}

export function hasRole(user: CurrentUser | null | undefined, role: Role): boolean {
  return user?.roles.includes(role) ?? false;
}

/** True when any of the user's teams grants the permission. */
export function hasPermission(user: CurrentUser | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return (
    user.permissions.includes(permission) || user.teams.some((team) => team.permissions.includes(permission))
  );
}

/**
 * The teams whose inbox the user works, by name: TeamInbox.Access from a team role there, or a Supervisor or
 * Administrator who is a member (decision 010 — the server decides the same way).
 */
export function inboxTeamsOf(user: CurrentUser | null | undefined): TeamMembership[] {
  if (!user) return [];
  const byMembership = hasRole(user, 'Supervisor') || hasRole(user, 'Administrator');
  return user.teams
    .filter((team) => byMembership || team.permissions.includes(PERMISSIONS.TeamInboxAccess))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The user works at least one team inbox (the team inbox screens and their navigation item). */
export const worksTeamInbox = (user: CurrentUser | null | undefined): boolean =>
  inboxTeamsOf(user).length > 0;
