import { ActionFlagsSearch } from '../../../platform/links/action-flags.ts';
import {
  searchFlag,
  searchPage,
  searchSchema,
  searchText,
  type SearchOf,
} from '../../../platform/links/search-values.ts';

/** Threads per page in every inbox list. */
export const INBOX_PAGE_SIZE = 25;

/**
 * An inbox's URL (SPEC §2): the open thread is the `thread` marker, `q` searches subjects and messages, `page` is
 * 1-based, and the action flags confirm what just happened. The archive view is a path segment, not a value here.
 */
export const InboxSearch = ActionFlagsSearch.extend({
  thread: searchText,
  q: searchText,
  page: searchPage,
});
export type InboxSearch = SearchOf<typeof InboxSearch>;

/** The team inbox adds the chosen team and the "Unassigned only" filter. */
export const TeamInboxSearch = InboxSearch.extend({
  team: searchText,
  unassigned: searchFlag,
});
export type TeamInboxSearch = SearchOf<typeof TeamInboxSearch>;

/** The unresponded list: a page number only (threads open in the team inbox). */
export const UnrespondedSearch = searchSchema({ page: searchPage });
export type UnrespondedSearch = SearchOf<typeof UnrespondedSearch>;
