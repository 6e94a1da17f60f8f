import { SwapUsersResult, type SwapUsersBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/** The messaging feature's queries (inboxes, counts, threads) all sit under this key. */
const threadsKey = ['threads'] as const;

/**
 * PUT /threads/swap-users (administrators): every thread assignment and personal thread of one staff member moves to
 * another, e.g. before someone leaves.
 */
export function swapUserThreads(body: SwapUsersBody) {
  return api.put('/threads/swap-users', { body, schema: SwapUsersResult });
}

export function useSwapUserThreads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapUserThreads,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadsKey }),
  });
}
