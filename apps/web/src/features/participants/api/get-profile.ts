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

/**
 * What to show after reading the profile again: a reveal (useRevealProfile) stays shown while the profile is
 * unchanged since it. A background read never asks for the reveal itself, which would log an access nobody asked for.
 */
export function keepRevealed(
  shown: ParticipantProfileView | undefined,
  fresh: ParticipantProfileView,
): ParticipantProfileView {
  const revealedBefore = shown !== undefined && shown.masked.length < fresh.masked.length;
  return revealedBefore && shown.updatedAt === fresh.updatedAt ? shown : fresh;
}

export function getProfileQueryOptions(participantId: string) {
  const queryKey = participantKeys.profile(participantId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) =>
      keepRevealed(client.getQueryData(queryKey), await getProfile(participantId, signal)),
  });
}

export function useProfile(participantId: string) {
  return useQuery(getProfileQueryOptions(participantId));
}
