import { ReferralResult, trimInputs, type ReferralBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { forgetWhenUnseen } from '../../../platform/api/forget-when-unseen.ts';
import { threadKeys } from './query-keys.ts';
import { refreshThreads } from './refresh-threads.ts';

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
    onSuccess: (result) => {
      if (result.stillVisible) return refreshThreads(queryClient, [threadId]);
      // Out of this user's sight: the open thread is forgotten when it closes, not asked for again (a 404).
      forgetWhenUnseen(queryClient, threadKeys.detail(threadId));
      return refreshThreads(queryClient);
    },
  });
}
