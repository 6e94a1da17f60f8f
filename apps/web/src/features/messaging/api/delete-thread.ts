import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { refreshThreadsWithout } from './refresh-threads.ts';

/** DELETE /threads/{threadId} (administrators): the thread, its messages and files are gone. */
export function deleteThread(threadId: string) {
  return api.delete('/threads/{threadId}', { params: { threadId } });
}

export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteThread,
    // The open thread still shows it until the caller closes it: forgotten then, not asked for again.
    onSuccess: (_result, threadId) => refreshThreadsWithout(queryClient, threadId),
  });
}
