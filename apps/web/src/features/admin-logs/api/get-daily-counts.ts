import { DailyLogCountsResponse } from '@casework/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { adminLogKeys } from './query-keys.ts';

export interface DailyCountsInput {
  from: string;
  to: string;
  userId?: string;
  participantId?: string;
}

/** GET /logs/daily: entries per day in the organisation's time zone. */
export function getDailyCounts(input: DailyCountsInput, signal?: AbortSignal) {
  return api.get('/logs/daily', { query: { ...input }, schema: DailyLogCountsResponse, signal });
}

export function useDailyCounts(input: DailyCountsInput, enabled = true) {
  return useQuery({
    queryKey: adminLogKeys.daily(input),
    queryFn: ({ signal }) => getDailyCounts(input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
