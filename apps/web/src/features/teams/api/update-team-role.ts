import { TeamRoleView, trimInputs, type UpdateTeamRoleBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { authMeKey, staffMembersKey, teamKeys } from './query-keys.ts';

/** PUT /teams/roles/{roleId}: its name, description or permissions; a permission change holds from the next request. */
export function updateTeamRole(roleId: string, body: UpdateTeamRoleBody) {
  return api.put('/teams/roles/{roleId}', {
    params: { roleId },
    body: trimInputs(body),
    schema: TeamRoleView,
  });
}

export function useUpdateTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, body }: { roleId: string; body: UpdateTeamRoleBody }) =>
      updateTeamRole(roleId, body),
    onSuccess: () =>
      // Members' role names (team pages), role filters and the signed-in user's own permissions may all change.
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
        queryClient.invalidateQueries({ queryKey: staffMembersKey }),
        queryClient.invalidateQueries({ queryKey: authMeKey }),
      ]),
  });
}
