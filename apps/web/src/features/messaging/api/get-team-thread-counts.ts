import type { TeamThreadCountsView } from '@casework/contract';
import { queryOptions } from '@tanstack/react-query';
import { answerSchema, count, objectOf, type Check } from '../../../platform/api/answer-checks.ts';
import { api } from '../../../platform/api/api.ts';
import { threadKeys } from './query-keys.ts';

/** The contract's TeamThreadCountsView, checked without zod as the rest of the inbox's first screen (decision 017). */
const teamThreadCounts: Check<TeamThreadCountsView> = objectOf({
  unread: count,
  open: count,
  archived: count,
  unassigned: count,
});
export const TeamThreadCountsAnswer = answerSchema(teamThreadCounts);

/** GET /threads/teams/{teamId}/counts: open, archived and unassigned team threads, and what I have not read. */
export function getTeamThreadCounts(teamId: string, signal?: AbortSignal) {
  return api.get('/threads/teams/{teamId}/counts', {
    params: { teamId },
    schema: TeamThreadCountsAnswer,
    signal,
  });
}

export function getTeamThreadCountsQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: threadKeys.teamCounts(teamId),
    queryFn: ({ signal }) => getTeamThreadCounts(teamId, signal),
  });
}
