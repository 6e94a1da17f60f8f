import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { ThreadListAnswer } from './thread-answers.ts';
import { threadKeys } from './query-keys.ts';

export interface ThreadListInput {
  archived?: boolean;
  /** Search within subjects and message text (staff: also the participant's name or id). */
  q?: string;
  take?: number;
  skip?: number;
}

/** GET /threads/users/{userId}: a personal inbox (the caller's, or a team member's for a supervisor), newest first. */
export function listUserThreads(userId: string, input: ThreadListInput, signal?: AbortSignal) {
  return api.get('/threads/users/{userId}', {
    params: { userId },
    query: { ...input },
    schema: ThreadListAnswer,
    signal,
  });
}

export function listUserThreadsQueryOptions(userId: string, input: ThreadListInput) {
  return queryOptions({
    queryKey: threadKeys.userList(userId, input),
    queryFn: ({ signal }) => listUserThreads(userId, input, signal),
    placeholderData: keepPreviousData,
  });
}
