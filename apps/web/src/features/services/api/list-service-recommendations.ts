import type { ServiceRecommendationsReport } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  answerSchema,
  arrayOf,
  count,
  integer,
  nullable,
  objectOf,
  text,
  uuid,
  type Check,
} from '../../../platform/api/answer-checks.ts';
import { api } from '../../../platform/api/api.ts';
import { serviceKeys } from './query-keys.ts';

export interface ServiceRecommendationsParams {
  /**
   * First day, YYYY-MM-DD (organisation time zone). Without it staff get the last 30 days (all of one participant's),
   * and a participant all of their own.
   */
  start?: string;
  /** Last day, inclusive, YYYY-MM-DD; the server's default is today. */
  end?: string;
  /** Staff: one participant's recommendations (from the first unless `start` is given). */
  participantId?: string;
  take?: number;
  skip?: number;
}

const ref = objectOf({ id: uuid, name: text });
const tally = arrayOf(objectOf({ id: uuid, name: text, count: integer }));

/**
 * The contract's ServiceRecommendationsReport, checked without zod: a participant's recommendations are on their
 * dashboard (decision 017).
 */
const recommendationsReport: Check<ServiceRecommendationsReport> = objectOf({
  start: nullable(text),
  end: text,
  total: count,
  items: arrayOf(
    objectOf({
      id: uuid,
      service: objectOf({ id: uuid, name: text, team: nullable(ref) }),
      participant: objectOf({ participantId: text, name: text }),
      recommendedBy: nullable(ref),
      note: nullable(text),
      createdAt: text,
    }),
  ),
  byService: tally,
  byStaff: tally,
});
export const RecommendationsAnswer = answerSchema(recommendationsReport);

/**
 * GET /service-recommendations: recommendations made in a date range, newest first, with counts by service and by
 * staff member. Staff see everyone's; a participant gets only the ones made to them.
 */
export function listServiceRecommendations(params: ServiceRecommendationsParams, signal?: AbortSignal) {
  return api.get('/service-recommendations', {
    query: { ...params },
    schema: RecommendationsAnswer,
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

/** The newest recommendations shown on the participant dashboard. */
export const DASHBOARD_RECOMMENDATIONS = 5;

/**
 * What the participant dashboard's "Recommended for you" asks for (its route prefetches the same): without dates
 * the server gives a participant all of their own, newest first.
 */
export function recommendedForYouQueryOptions() {
  return serviceRecommendationsQueryOptions({ take: DASHBOARD_RECOMMENDATIONS });
}

export function useRecommendedForYou() {
  return useQuery(recommendedForYouQueryOptions());
}
