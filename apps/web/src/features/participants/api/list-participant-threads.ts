import { ListParticipantThreadsResponse } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

export interface ParticipantThreadsPage {
  take: number;
  skip: number;
}

/**
 * Under the thread lists' key (['threads', 'list', …]): a live message event, and every thread action that refreshes
 * the inbox lists, refreshes a record's conversations too.
 */
export const participantThreadsKey = (participantId: string, page: ParticipantThreadsPage) =>
  ['threads', 'list', 'participant', participantId, page] as const;

/** GET /participants/{participantId}/threads: the caller's conversations with the participant, newest first. */
export function listParticipantThreads(
  participantId: string,
  page: ParticipantThreadsPage,
  signal?: AbortSignal,
) {
  return api.get('/participants/{participantId}/threads', {
    params: { participantId },
    query: { ...page },
    schema: ListParticipantThreadsResponse,
    signal,
  });
}

export function listParticipantThreadsQueryOptions(participantId: string, page: ParticipantThreadsPage) {
  return queryOptions({
    queryKey: participantThreadsKey(participantId, page),
    queryFn: ({ signal }) => listParticipantThreads(participantId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useParticipantThreads(participantId: string, page: ParticipantThreadsPage) {
  return useQuery(listParticipantThreadsQueryOptions(participantId, page));
}
