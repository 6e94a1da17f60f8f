import { SwapTeamDataResult } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { applicationsKey, authMeKey, staffMembersKey, teamKeys } from './query-keys.ts';

export interface SwapTeamDataInput {
  /** The team that receives the deleted team's threads, templates, categories and memberships. */
  receivingTeamId: string;
  /** Answer what would move and change nothing. */
  dryRun: boolean;
}

/** DELETE /teams/{deletingTeamId}/swap-data-to/{teamId}: deletes a team after moving what it holds. */
export function swapTeamData(deletingTeamId: string, { receivingTeamId, dryRun }: SwapTeamDataInput) {
  return api.delete('/teams/{deletingTeamId}/swap-data-to/{teamId}', {
    params: { deletingTeamId, teamId: receivingTeamId },
    query: { dryRun: dryRun ? true : undefined },
    schema: SwapTeamDataResult,
  });
}

export function useSwapTeamData(deletingTeamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SwapTeamDataInput) => swapTeamData(deletingTeamId, input),
    onSuccess: (result) => {
      if (result.dryRun) return undefined;
      // The deleted team's own cached view is left alone: removing it would unmount the page (and with it the
      // caller's onSuccess) before the caller can move on; any later visit fetches it again and finds it gone.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.lists }),
        queryClient.invalidateQueries({ queryKey: teamKeys.detail(result.receivingTeam.id) }),
        queryClient.invalidateQueries({ queryKey: staffMembersKey }),
        queryClient.invalidateQueries({ queryKey: authMeKey }),
        queryClient.invalidateQueries({ queryKey: applicationsKey }),
      ]);
    },
  });
}
