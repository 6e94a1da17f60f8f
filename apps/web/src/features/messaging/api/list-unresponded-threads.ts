import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { ThreadListAnswer } from './thread-answers.ts';
import { threadKeys } from './query-keys.ts';

export interface PageInput {
  take?: number;
  skip?: number;
}

/** GET /threads/teams/{teamId}/unresponded: the participant wrote last and no staff replied; longest waiting first. */
export function listUnrespondedThreads(teamId: string, input: PageInput, signal?: AbortSignal) {
  return api.get('/threads/teams/{teamId}/unresponded', {
    params: { teamId },
    query: { ...input },
    schema: ThreadListAnswer,
    signal,
  });
}

export function listUnrespondedThreadsQueryOptions(teamId: string, input: PageInput) {
  return queryOptions({
    queryKey: threadKeys.unresponded(teamId, input),
    queryFn: ({ signal }) => listUnrespondedThreads(teamId, input, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnrespondedThreads(teamId: string, input: PageInput, enabled = true) {
  return useQuery({ ...listUnrespondedThreadsQueryOptions(teamId, input), enabled });
}
