import { ListVerificationsResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** GET /participants/verifications: pending verifications across participants, oldest first. */
export function getVerificationQueue(signal?: AbortSignal) {
  return api.get('/participants/verifications', {
    query: { status: 'pending', take: 25 },
    schema: ListVerificationsResponse,
    signal,
  });
}

export const getVerificationQueueQueryOptions = queryOptions({
  queryKey: participantKeys.verificationQueue,
  queryFn: ({ signal }) => getVerificationQueue(signal),
});

export function useVerificationQueue() {
  return useQuery(getVerificationQueueQueryOptions);
}
