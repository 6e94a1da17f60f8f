import { ParticipantProfileView } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** GET /participants/{participantId}/profile?reveal=true&reason=: unmasked, and written to the activity log. */
export function revealProfile(participantId: string, reason: string) {
  return api.get('/participants/{participantId}/profile', {
    params: { participantId },
    query: { reveal: true, reason: reason.trim() },
    schema: ParticipantProfileView,
  });
}

/** Reveals once (a logged act, never a background refetch) and shows the unmasked profile in place. */
export function useRevealProfile(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => revealProfile(participantId, reason),
    onSuccess: (profile) => queryClient.setQueryData(participantKeys.profile(participantId), profile),
  });
}
