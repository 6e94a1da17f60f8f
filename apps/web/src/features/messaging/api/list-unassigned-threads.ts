import type { UnassignedThreadsBody } from '@casework/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { ThreadListAnswer } from './thread-answers.ts';
import { threadKeys } from './query-keys.ts';

export type UnassignedThreadsInput = Partial<UnassignedThreadsBody>;

/** POST /threads/unassigned: open team threads nobody is assigned to (a read with its filter in the body). */
export function listUnassignedThreads(body: UnassignedThreadsInput, signal?: AbortSignal) {
  // A read: no Idempotency-Key, so the server keeps no copy of the list.
  return api.post('/threads/unassigned', {
    body,
    schema: ThreadListAnswer,
    signal,
    idempotencyKey: false,
  });
}

export function listUnassignedThreadsQueryOptions(body: UnassignedThreadsInput) {
  return queryOptions({
    queryKey: threadKeys.unassigned(body),
    queryFn: ({ signal }) => listUnassignedThreads(body, signal),
    placeholderData: keepPreviousData,
  });
}
