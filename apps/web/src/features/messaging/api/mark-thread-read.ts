import { ThreadReadState } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { refreshThreads } from './refresh-threads.ts';

/** POST /threads/{threadId}/markasread/{messageId}: the caller has read up to this message. */
export function markThreadRead(threadId: string, messageId: string) {
  return api.post('/threads/{threadId}/markasread/{messageId}', {
    params: { threadId, messageId },
    schema: ThreadReadState,
  });
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, messageId }: { threadId: string; messageId: string }) =>
      markThreadRead(threadId, messageId),
    onSuccess: (state) => refreshThreads(queryClient, [state.threadId]),
  });
}
