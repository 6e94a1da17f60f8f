import { ThreadView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';
import { threadKeys } from './query-keys.ts';

/** GET /threads/{threadId}: the thread with its newest messages; null when it does not exist or is not the caller's. */
export function getThread(threadId: string, signal?: AbortSignal) {
  return orNotFound(api.get('/threads/{threadId}', { params: { threadId }, schema: ThreadView, signal }));
}

export function getThreadQueryOptions(threadId: string) {
  return queryOptions({
    queryKey: threadKeys.detail(threadId),
    queryFn: ({ signal }) => getThread(threadId, signal),
  });
}

export function useThread(threadId: string, enabled = true) {
  return useQuery({ ...getThreadQueryOptions(threadId), enabled });
}
