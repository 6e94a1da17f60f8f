import type { StaffMemberView } from '@casework/contract';

export function staffName(member: Pick<StaffMemberView, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** What each organisation role may do, for the role picker. */
export const STAFF_ROLE_HELP: Record<'Administrator' | 'Supervisor' | 'Staff', string> = {
  Staff: 'Works with participants and the inboxes of their teams.',
  Supervisor: 'As staff, and may look into team members’ inboxes and read teams and staff.',
  Administrator: 'Manages teams, staff accounts, roles and the organisation’s settings.',
};
