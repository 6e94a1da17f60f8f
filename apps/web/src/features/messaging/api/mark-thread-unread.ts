import { ThreadReadState } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { refreshThreads } from './refresh-threads.ts';

/**
 * POST /threads/{threadId}/markasunread: the caller's read marker moves back to just before the newest message
 * someone else wrote (409 when every message is the caller's own).
 */
export function markThreadUnread(threadId: string) {
  return api.post('/threads/{threadId}/markasunread', { params: { threadId }, schema: ThreadReadState });
}

/** Marks a thread unread; the lists, counts and the thread are refetched before it settles. */
export function useMarkThreadUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadUnread,
    onSuccess: (state) => refreshThreads(queryClient, [state.threadId]),
  });
}
