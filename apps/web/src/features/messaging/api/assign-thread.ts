import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { refreshThreads } from './refresh-threads.ts';
import { ThreadAssigneesAnswer } from './thread-answers.ts';

export interface AssignInput {
  threadId: string;
  staffMemberIds: string[];
  /** 'add' (POST) keeps the current assignees; 'replace' (PUT) sets exactly these (may be none). */
  mode: 'add' | 'replace';
}

/** POST or PUT /threads/{threadId}/users: assign staff to a thread. */
export function assignThread({ threadId, staffMemberIds, mode }: AssignInput) {
  return api.request(mode === 'add' ? 'POST' : 'PUT', '/threads/{threadId}/users', {
    params: { threadId },
    body: { staffMemberIds },
    schema: ThreadAssigneesAnswer,
  });
}

export function useAssignThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignThread,
    onSuccess: (result) => refreshThreads(queryClient, [result.threadId]),
  });
}
