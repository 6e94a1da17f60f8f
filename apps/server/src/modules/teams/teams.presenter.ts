import type { TeamRoleView, TeamSummary, TeamView } from '@casework/contract';
import type { TeamMemberRow, TeamRoleRow, TeamRow } from './teams.repository.ts';

export function presentTeamSummary(row: TeamRow & { memberCount: number }): TeamSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPrivate: row.isPrivate,
    memberCount: row.memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentTeam(row: TeamRow, members: TeamMemberRow[]): TeamView {
  return { ...presentTeamSummary({ ...row, memberCount: members.length }), members };
}

export function presentRole(row: TeamRoleRow): TeamRoleView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions.filter(
      (p): p is TeamRoleView['permissions'][number] => p === 'TeamInbox.Access',
    ),
  };
}
