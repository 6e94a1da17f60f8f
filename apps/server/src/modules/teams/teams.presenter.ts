import {
  PERMISSION_VALUES,
  type Permission,
  type TeamRoleView,
  type TeamSummary,
  type TeamView,
} from '@casework/contract';
import type { TeamMemberRow, TeamRoleRow, TeamRow } from './teams.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

const KNOWN_PERMISSIONS: readonly string[] = PERMISSION_VALUES;

export function presentTeamSummary(row: TeamRow): TeamSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isPrivate: row.isPrivate,
    memberCount: row.memberCount,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

export function presentTeam(row: TeamRow, members: TeamMemberRow[]): TeamView {
  return withFields(presentTeamSummary(withFields(row, { memberCount: members.length })), { members });
}

export function presentRole(row: TeamRoleRow): TeamRoleView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // Only permissions the contract knows; a value left behind by an older version is not shown.
    permissions: row.permissions.filter((p): p is Permission => KNOWN_PERMISSIONS.includes(p)),
  };
}
