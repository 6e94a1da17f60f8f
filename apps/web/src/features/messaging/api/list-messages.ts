import { ListMessagesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import type { PageInput } from './list-unresponded-threads.ts';
import { threadKeys } from './query-keys.ts';

/** GET /messages/{threadId}: a page of the thread's messages, oldest first (for threads longer than one view). */
export function listMessages(threadId: string, input: PageInput, signal?: AbortSignal) {
  return api.get('/messages/{threadId}', {
    params: { threadId },
    query: { ...input },
    schema: ListMessagesResponse,
    signal,
  });
}

export function listMessagesQueryOptions(threadId: string, input: PageInput) {
  return queryOptions({
    queryKey: threadKeys.messages(threadId, input),
    queryFn: ({ signal }) => listMessages(threadId, input, signal),
  });
}

export function useMessages(threadId: string, input: PageInput, enabled = true) {
  return useQuery({ ...listMessagesQueryOptions(threadId, input), enabled });
}
