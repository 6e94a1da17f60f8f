import type { ThreadCountsView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerSchema, count, objectOf, type Check } from '../../../platform/api/answer-checks.ts';
import { api } from '../../../platform/api/api.ts';
import { threadKeys } from './query-keys.ts';

/** The contract's ThreadCountsView, checked without zod: the counts are on the participant dashboard (decision 017). */
const threadCounts: Check<ThreadCountsView> = objectOf({
  unread: count,
  open: count,
  archived: count,
  unassigned: count,
});
export const ThreadCountsAnswer = answerSchema(threadCounts);

/** GET /threads/users/{userId}/counts: unread, open, archived and (staff) unassigned in the user's teams. */
export function getThreadCounts(userId: string, signal?: AbortSignal) {
  return api.get('/threads/users/{userId}/counts', {
    params: { userId },
    schema: ThreadCountsAnswer,
    signal,
  });
}

export function getThreadCountsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: threadKeys.counts(userId),
    queryFn: ({ signal }) => getThreadCounts(userId, signal),
  });
}

export function useThreadCounts(userId: string, enabled = true) {
  return useQuery({ ...getThreadCountsQueryOptions(userId), enabled });
}
