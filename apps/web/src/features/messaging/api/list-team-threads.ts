import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { ThreadListAnswer } from './thread-answers.ts';
import type { ThreadListInput } from './list-user-threads.ts';
import { threadKeys } from './query-keys.ts';

/** GET /threads/teams/{teamId}: a team inbox (TeamInbox.Access in that team), newest first. */
export function listTeamThreads(teamId: string, input: ThreadListInput, signal?: AbortSignal) {
  return api.get('/threads/teams/{teamId}', {
    params: { teamId },
    query: { ...input },
    schema: ThreadListAnswer,
    signal,
  });
}

export function listTeamThreadsQueryOptions(teamId: string, input: ThreadListInput) {
  return queryOptions({
    queryKey: threadKeys.teamList(teamId, input),
    queryFn: ({ signal }) => listTeamThreads(teamId, input, signal),
    placeholderData: keepPreviousData,
  });
}
