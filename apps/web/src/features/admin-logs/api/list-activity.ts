import { ListActivityResponse, type ActivityLogKind } from '@casework/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { adminLogKeys } from './query-keys.ts';

/** The activity-log filters shared by the list, the chart and the CSV export. */
export interface ActivityFilter {
  /** ISO instant, inclusive. */
  from: string;
  /** ISO instant, exclusive. */
  to: string;
  userId?: string;
  participantId?: string;
  kind?: ActivityLogKind;
}

export interface ListActivityInput extends ActivityFilter {
  take: number;
  skip: number;
}

/** GET /logs/activity: newest first. */
export function listActivity(input: ListActivityInput, signal?: AbortSignal) {
  return api.get('/logs/activity', { query: { ...input }, schema: ListActivityResponse, signal });
}

export function useActivityLog(input: ListActivityInput, enabled = true) {
  return useQuery({
    queryKey: adminLogKeys.activity(input),
    queryFn: ({ signal }) => listActivity(input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
