import { ParticipantView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';
import { participantKeys } from './query-keys.ts';

/** GET /participants/{participantId}; null when there is no such participant (or it is not the caller's). */
export function getParticipant(participantId: string, signal?: AbortSignal) {
  return orNotFound(
    api.get('/participants/{participantId}', { params: { participantId }, schema: ParticipantView, signal }),
  );
}

export function getParticipantQueryOptions(participantId: string) {
  return queryOptions({
    queryKey: participantKeys.detail(participantId),
    queryFn: ({ signal }) => getParticipant(participantId, signal),
  });
}

export function useParticipant(participantId: string) {
  return useQuery(getParticipantQueryOptions(participantId));
}
