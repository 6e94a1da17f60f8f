import { TeamRoleView, trimInputs, type CreateTeamRoleBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { teamKeys } from './query-keys.ts';

/** POST /teams/roles: a role every team can use, with the permissions it grants. */
export function createTeamRole(body: CreateTeamRoleBody) {
  return api.post('/teams/roles', { body: trimInputs(body), schema: TeamRoleView });
}

export function useCreateTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.roles }),
  });
}
