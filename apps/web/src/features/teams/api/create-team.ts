import { TeamView, trimInputs, type CreateTeamBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { teamKeys } from './query-keys.ts';

/** POST /teams: 400 with field errors for a bad name, 409 when the name is taken. */
export function createTeam(body: CreateTeamBody) {
  return api.post('/teams', { body: trimInputs(body), schema: TeamView });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(team.id), team);
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists });
    },
  });
}
