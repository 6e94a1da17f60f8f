import { ThreadView, type CreateThreadBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { threadKeys } from './query-keys.ts';
import { noteOwnChange, refreshThreads } from './refresh-threads.ts';

/** POST /threads: a participant writes to a team (or a service's team); staff write to a participant. */
export function createThread(body: CreateThreadBody) {
  return api.post('/threads', { body, schema: ThreadView });
}

export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: (thread) => {
      queryClient.setQueryData(threadKeys.detail(thread.id), thread);
      noteOwnChange(queryClient, [thread.id]);
      return refreshThreads(queryClient);
    },
  });
}
