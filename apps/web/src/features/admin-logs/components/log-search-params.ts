import { ACTIVITY_LOG_KINDS, addDays, LOG_CATEGORY_CODES, participantIdInput } from '@casework/contract';
import type { ActivityFilter } from '../api/list-activity.ts';
import type { UserActionFilter } from '../api/list-user-actions.ts';
import {
  searchDate,
  searchOneOf,
  searchPage,
  searchSchema,
  searchText,
  searchUuid,
  type SearchOf,
} from '../../../platform/links/search-values.ts';
import { organisationToday, startOfOrganisationDay } from '../../../platform/ui/organisation-time.ts';

export const LOG_TABS = ['activity', 'user-actions'] as const;
export type LogTab = (typeof LOG_TABS)[number];
/** The default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
export const LOG_PAGE_SIZE = 25;

/**
 * The admin-logs screen's URL: tab, dates (YYYY-MM-DD, Anchorage days), person, participant, kind or category and
 * page. Anything that does not fit is dropped rather than refused, so an old or hand-edited link still opens.
 */
export const AdminLogsSearch = searchSchema({
  tab: searchOneOf(LOG_TABS),
  from: searchDate,
  to: searchDate,
  userId: searchUuid,
  participantId: searchText,
  kind: searchOneOf(ACTIVITY_LOG_KINDS),
  category: searchOneOf(LOG_CATEGORY_CODES),
  page: searchPage,
});
export type AdminLogsSearch = SearchOf<typeof AdminLogsSearch>;

export interface DayRange {
  /** First day shown (YYYY-MM-DD). */
  first: string;
  /** Last day shown, included. */
  last: string;
}

/** The days the filters cover: the URL's dates, else the last 30 days up to today. */
export function dayRangeOf(
  search: Pick<AdminLogsSearch, 'from' | 'to'>,
  today = organisationToday(),
): DayRange {
  const last = search.to ?? (search.from && search.from > today ? search.from : today);
  const first = search.from ?? addDays(last, -(DEFAULT_RANGE_DAYS - 1));
  return { first, last };
}

/** The API's instants: from the start of the first day to the start of the day after the last (exclusive). */
export function instantsOf(range: DayRange): { from: string; to: string } {
  return {
    from: startOfOrganisationDay(range.first),
    to: startOfOrganisationDay(addDays(range.last, 1)),
  };
}

export function activityFilterOf(search: AdminLogsSearch, range: DayRange): ActivityFilter {
  return {
    ...instantsOf(range),
    userId: search.userId,
    participantId: participantIdInput(search.participantId ?? '') || undefined,
    kind: search.kind,
  };
}

export function userActionFilterOf(search: AdminLogsSearch, range: DayRange): UserActionFilter {
  return { ...instantsOf(range), userId: search.userId, category: search.category };
}

/** The search after switching tabs: the shared filters stay (dates, person); the tab's own ones and the page go. */
export function switchTab(search: AdminLogsSearch, tab: LogTab): AdminLogsSearch {
  return { tab, from: search.from, to: search.to, userId: search.userId };
}
