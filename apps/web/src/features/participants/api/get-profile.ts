import { ParticipantProfileView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** GET /participants/{participantId}/profile: sensitive fields masked for staff (see `masked`). */
export function getProfile(participantId: string, signal?: AbortSignal) {
  return api.get('/participants/{participantId}/profile', {
    params: { participantId },
    schema: ParticipantProfileView,
    signal,
  });
}

export function getProfileQueryOptions(participantId: string) {
  return queryOptions({
    queryKey: participantKeys.profile(participantId),
    queryFn: ({ signal }) => getProfile(participantId, signal),
  });
}

export function useProfile(participantId: string) {
  return useQuery(getProfileQueryOptions(participantId));
}
