import { TeamMembersResult } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { applyTeamMembers } from './team-members-cache.ts';

/** DELETE /teams/{teamId}/members: takes staff members (and their roles in it) out of the team. */
export function removeTeamMembers(teamId: string, staffMemberIds: string[]) {
  return api.delete('/teams/{teamId}/members', {
    params: { teamId },
    body: { staffMemberIds },
    schema: TeamMembersResult,
  });
}

export function useRemoveTeamMembers(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffMemberIds: string[]) => removeTeamMembers(teamId, staffMemberIds),
    onSuccess: (result) => applyTeamMembers(queryClient, teamId, result),
  });
}
