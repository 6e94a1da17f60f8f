import { TeamMembersResult, type TeamRoleMembersBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import type { RoleMembersInput } from './add-role-members.ts';
import { applyTeamMembers } from './team-members-cache.ts';

/** DELETE /teams/roles/{roleId}/members: takes the role away from members of one team; answers its members. */
export function removeRoleMembers(roleId: string, body: TeamRoleMembersBody) {
  return api.delete('/teams/roles/{roleId}/members', { params: { roleId }, body, schema: TeamMembersResult });
}

export function useRemoveRoleMembers(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, staffMemberIds }: RoleMembersInput) =>
      removeRoleMembers(roleId, { teamId, staffMemberIds }),
    onSuccess: (result) => applyTeamMembers(queryClient, teamId, result),
  });
}
