import { ListSignInSourcesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** GET /sign-in-sources/participants/{participantId}: the ways this participant could sign in. */
export function listSignInSources(participantId: string, signal?: AbortSignal) {
  return api.get('/sign-in-sources/participants/{participantId}', {
    params: { participantId },
    schema: ListSignInSourcesResponse,
    signal,
  });
}

export function listSignInSourcesQueryOptions(participantId: string) {
  return queryOptions({
    queryKey: participantKeys.signInSources(participantId),
    queryFn: ({ signal }) => listSignInSources(participantId, signal),
  });
}

/** Asked only when `enabled` (staff): the server refuses the list to a participant. */
export function useSignInSources(participantId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listSignInSourcesQueryOptions(participantId), enabled });
}
