import { ReferralResult, trimInputs, type ReferralBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { refreshThreads, refreshThreadsWithout } from './refresh-threads.ts';

/** POST /threads/{threadId}/referrals: the thread moves to another team, with a reason. */
export function referThread(threadId: string, body: ReferralBody) {
  return api.post('/threads/{threadId}/referrals', {
    params: { threadId },
    body: trimInputs(body),
    schema: ReferralResult,
  });
}

export function useReferThread(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralBody) => referThread(threadId, body),
    onSuccess: (result) =>
      result.stillVisible
        ? refreshThreads(queryClient, [threadId])
        : refreshThreadsWithout(queryClient, threadId),
  });
}
