import { ServiceRecommendationsReport } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { serviceKeys } from './query-keys.ts';

export interface ServiceRecommendationsParams {
  /**
   * First day, YYYY-MM-DD (organisation time zone). Without it staff get the last 30 days, and a participant all of
   * their own.
   */
  start?: string;
  /** Last day, inclusive, YYYY-MM-DD; the server's default is today. */
  end?: string;
  take?: number;
  skip?: number;
}

/**
 * GET /service-recommendations: recommendations made in a date range, newest first, with counts by service and by
 * staff member. Staff see everyone's; a participant gets only the ones made to them.
 */
export function listServiceRecommendations(params: ServiceRecommendationsParams, signal?: AbortSignal) {
  return api.get('/service-recommendations', {
    query: { ...params },
    schema: ServiceRecommendationsReport,
    signal,
  });
}

export function serviceRecommendationsQueryOptions(params: ServiceRecommendationsParams) {
  return queryOptions({
    queryKey: serviceKeys.recommendations(params),
    queryFn: ({ signal }) => listServiceRecommendations(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useServiceRecommendations(params: ServiceRecommendationsParams, enabled = true) {
  return useQuery({ ...serviceRecommendationsQueryOptions(params), enabled });
}
