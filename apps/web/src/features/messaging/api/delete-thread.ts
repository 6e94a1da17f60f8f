import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { forgetWhenUnseen } from '../../../platform/api/forget-when-unseen.ts';
import { threadKeys } from './query-keys.ts';
import { refreshThreads } from './refresh-threads.ts';

/** DELETE /threads/{threadId} (administrators): the thread, its messages and files are gone. */
export function deleteThread(threadId: string) {
  return api.delete('/threads/{threadId}', { params: { threadId } });
}

export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteThread,
    onSuccess: (_result, threadId) => {
      // The open thread still shows it until the caller closes it: forgotten then, not asked for again.
      forgetWhenUnseen(queryClient, threadKeys.detail(threadId));
      return refreshThreads(queryClient);
    },
  });
}
