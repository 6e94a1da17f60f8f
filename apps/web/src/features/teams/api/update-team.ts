import { TeamView, trimInputs, type UpdateTeamBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { applicationsKey, authMeKey, staffMembersKey, teamKeys } from './query-keys.ts';

/** PUT /teams/{teamId}: name, description and the private flag. */
export function updateTeam(teamId: string, body: UpdateTeamBody) {
  return api.put('/teams/{teamId}', { params: { teamId }, body: trimInputs(body), schema: TeamView });
}

export function useUpdateTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeamBody) => updateTeam(teamId, body),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(teamId), team);
      // The name shows in lists, in the staff directory and in the signed-in user's own teams.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists }),
        queryClient.invalidateQueries({ queryKey: staffMembersKey }),
        queryClient.invalidateQueries({ queryKey: authMeKey }),
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
      ]);
    },
  });
}
