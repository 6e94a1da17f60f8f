import { ListUserActionsResponse, type LogCategoryCode } from '@casework/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { adminLogKeys } from './query-keys.ts';

/** The user-action filters shared by the list and the CSV export. */
export interface UserActionFilter {
  /** ISO instant, inclusive. */
  from: string;
  /** ISO instant, exclusive. */
  to: string;
  userId?: string;
  category?: LogCategoryCode;
}

export interface ListUserActionsInput extends UserActionFilter {
  take: number;
  skip: number;
}

/** GET /logs/user-actions: newest first. */
export function listUserActions(input: ListUserActionsInput, signal?: AbortSignal) {
  return api.get('/logs/user-actions', { query: { ...input }, schema: ListUserActionsResponse, signal });
}

export function useUserActions(input: ListUserActionsInput, enabled = true) {
  return useQuery({
    queryKey: adminLogKeys.userActions(input),
    queryFn: ({ signal }) => listUserActions(input, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
