import { ListTeamsResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/** The teams feature's key shape for GET /teams ({} = every team), so both share one cached answer. */
export const referralTeamsKey = ['teams', 'list', {}] as const;

/** GET /teams: every team a thread may be referred to (private ones too: staff refer to any team). */
export function getTeamsForReferral(signal?: AbortSignal) {
  return api.get('/teams', { query: {}, schema: ListTeamsResponse, signal });
}

export function getTeamsForReferralQueryOptions() {
  return queryOptions({
    queryKey: referralTeamsKey,
    queryFn: ({ signal }) => getTeamsForReferral(signal),
  });
}

export function useTeamsForReferral(enabled = true) {
  return useQuery({ ...getTeamsForReferralQueryOptions(), enabled });
}
