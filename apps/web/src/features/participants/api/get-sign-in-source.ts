import { ParticipantSignInSourceView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { orNotFound } from '../../../platform/api/or-not-found.ts';
import { participantKeys } from './query-keys.ts';

/** GET /participants/{participantId}/sign-in-source: how the participant signs in. */
export function getSignInSource(participantId: string, signal?: AbortSignal) {
  return orNotFound(
    api.get('/participants/{participantId}/sign-in-source', {
      params: { participantId },
      schema: ParticipantSignInSourceView,
      signal,
    }),
  );
}

export function getSignInSourceQueryOptions(participantId: string) {
  return queryOptions({
    queryKey: participantKeys.signInSource(participantId),
    queryFn: ({ signal }) => getSignInSource(participantId, signal),
  });
}

export function useSignInSource(participantId: string) {
  return useQuery(getSignInSourceQueryOptions(participantId));
}
