import { TeamMembersResult } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { applyTeamMembers } from './team-members-cache.ts';

/** POST /teams/{teamId}/members: adds staff members to the team; answers its members after the change. */
export function addTeamMembers(teamId: string, staffMemberIds: string[]) {
  return api.post('/teams/{teamId}/members', {
    params: { teamId },
    body: { staffMemberIds },
    schema: TeamMembersResult,
  });
}

export function useAddTeamMembers(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffMemberIds: string[]) => addTeamMembers(teamId, staffMemberIds),
    onSuccess: (result) => applyTeamMembers(queryClient, teamId, result),
  });
}
