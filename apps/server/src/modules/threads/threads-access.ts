import { PERMISSIONS, type Role } from '@casework/contract';

/**
 * Who may see which thread and which inbox (issue 5 "Access"), decided in this one place:
 * - a participant sees only their own threads;
 * - staff see threads assigned to them and personal threads they own, and the threads of a team only when they
 *   work its inbox (TeamInbox.Access there, or a Supervisor/Administrator member of the team);
 * - a supervisor also sees the inboxes (and so the threads) of the members of their teams;
 * - everything else is not there for the caller (404). Deleting and swapping are role checks on the route.
 */

/** The caller, with what their memberships grant, loaded once per request. */
export interface ThreadViewer {
  userId: string;
  kind: 'staff' | 'participant';
  role: Role;
  participantId: string | null;
  staffMemberId: string | null;
  /** Teams whose inbox the viewer works. */
  inboxTeamIds: ReadonlySet<string>;
  /** Staff members whose inbox the viewer may look at as their supervisor (empty unless role is Supervisor). */
  supervisedStaffIds: ReadonlySet<string>;
}

/** What the decision needs to know about a thread. */
export interface ThreadFacts {
  participantId: string;
  teamId: string | null;
  ownerStaffMemberId: string | null;
  assigneeStaffMemberIds: readonly string[];
}

/** Whose inbox a list or archive call names. */
export interface InboxOwner {
  userId: string;
  staffMemberId: string | null;
}

/** One team membership as the teams service reports it. */
export interface Membership {
  id: string;
  permissions: readonly string[];
}

/** Roles that work the inbox of every team they belong to, whatever their team role. */
const INBOX_BY_MEMBERSHIP: readonly Role[] = ['Supervisor', 'Administrator'];

/** The teams whose inbox a staff member with this organisation role and these memberships works. */
export function inboxTeamsOf(role: Role, memberships: readonly Membership[]): Set<string> {
  return new Set(
    memberships
      .filter(
        (m) => INBOX_BY_MEMBERSHIP.includes(role) || m.permissions.includes(PERMISSIONS.TeamInboxAccess),
      )
      .map((m) => m.id),
  );
}

/** The viewer works this team's inbox (its list, unassigned and unresponded threads, team archive). */
export function canWorkTeamInbox(viewer: ThreadViewer, teamId: string): boolean {
  return viewer.kind === 'staff' && viewer.inboxTeamIds.has(teamId);
}

/** The viewer may open this inbox: their own, or (supervisors) a member of one of their teams. */
export function canReadInboxOf(viewer: ThreadViewer, owner: InboxOwner): boolean {
  if (owner.userId === viewer.userId) return true;
  return (
    viewer.kind === 'staff' &&
    viewer.role === 'Supervisor' &&
    owner.staffMemberId !== null &&
    viewer.supervisedStaffIds.has(owner.staffMemberId)
  );
}

/** The viewer may see the thread, its messages and files, and act on it. */
export function canSeeThread(viewer: ThreadViewer, thread: ThreadFacts): boolean {
  if (viewer.kind === 'participant') {
    return viewer.participantId !== null && thread.participantId === viewer.participantId;
  }
  const me = viewer.staffMemberId;
  if (me !== null && (thread.ownerStaffMemberId === me || thread.assigneeStaffMemberIds.includes(me)))
    return true;
  if (thread.teamId !== null && viewer.inboxTeamIds.has(thread.teamId)) return true;
  if (viewer.role !== 'Supervisor') return false;
  const inSupervisedInbox = (id: string | null) => id !== null && viewer.supervisedStaffIds.has(id);
  return (
    inSupervisedInbox(thread.ownerStaffMemberId) || thread.assigneeStaffMemberIds.some(inSupervisedInbox)
  );
}
