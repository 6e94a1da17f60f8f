import { TeamMembersResult, type TeamRoleMembersBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { applyTeamMembers } from './team-members-cache.ts';

export interface RoleMembersInput {
  roleId: string;
  staffMemberIds: string[];
}

/** POST /teams/roles/{roleId}/members: grants the role to members of one team; answers that team's members. */
export function addRoleMembers(roleId: string, body: TeamRoleMembersBody) {
  return api.post('/teams/roles/{roleId}/members', { params: { roleId }, body, schema: TeamMembersResult });
}

export function useAddRoleMembers(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, staffMemberIds }: RoleMembersInput) =>
      addRoleMembers(roleId, { teamId, staffMemberIds }),
    onSuccess: (result) => applyTeamMembers(queryClient, teamId, result),
  });
}
