import { OpenThreadsReport, type ThreadReportTimeFrame } from '@casework/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { threadKeys } from './query-keys.ts';

export interface OpenThreadsReportInput {
  timeFrame?: ThreadReportTimeFrame;
  teamId?: string;
}

/** GET /threads/reports/open: open threads over time, by team and assignee, first response and time to close. */
export function getOpenThreadsReport(input: OpenThreadsReportInput, signal?: AbortSignal) {
  return api.get('/threads/reports/open', { query: { ...input }, schema: OpenThreadsReport, signal });
}

export function getOpenThreadsReportQueryOptions(input: OpenThreadsReportInput) {
  return queryOptions({
    queryKey: threadKeys.report(input),
    queryFn: ({ signal }) => getOpenThreadsReport(input, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOpenThreadsReport(input: OpenThreadsReportInput, enabled = true) {
  return useQuery({ ...getOpenThreadsReportQueryOptions(input), enabled });
}
