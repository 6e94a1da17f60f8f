import { MessageView } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { refreshThreads } from './refresh-threads.ts';

/** POST /threads/{threadId}/replies: the new message (files are uploaded onto it afterwards). */
export function replyToThread(threadId: string, body: string) {
  return api.post('/threads/{threadId}/replies', {
    params: { threadId },
    body: { body },
    schema: MessageView,
  });
}

export function useReplyToThread(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyToThread(threadId, body),
    onSuccess: () => refreshThreads(queryClient, [threadId]),
  });
}
