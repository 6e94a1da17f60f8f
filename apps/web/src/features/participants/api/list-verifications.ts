import { ListVerificationsResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** GET /participants/{participantId}/verifications, newest first. */
export function listVerifications(participantId: string, signal?: AbortSignal) {
  return api.get('/participants/{participantId}/verifications', {
    params: { participantId },
    query: { take: 100 },
    schema: ListVerificationsResponse,
    signal,
  });
}

export function listVerificationsQueryOptions(participantId: string) {
  return queryOptions({
    queryKey: participantKeys.verifications(participantId),
    queryFn: ({ signal }) => listVerifications(participantId, signal),
  });
}

export function useVerifications(participantId: string) {
  return useQuery(listVerificationsQueryOptions(participantId));
}
