import { z } from 'zod';
import { ActionFlagsSearch } from '../../../platform/links/action-flags.ts';
import { searchFlag, searchText } from '../../../platform/links/search-values.ts';

/** Threads per page in every inbox list. */
export const INBOX_PAGE_SIZE = 25;

const pageNumber = z.coerce.number().int().min(1).optional().catch(undefined);

/**
 * An inbox's URL (SPEC §2): the open thread is the `thread` marker, `q` searches subjects and messages, `page` is
 * 1-based, and the action flags confirm what just happened. The archive view is a path segment, not a value here.
 */
export const InboxSearch = ActionFlagsSearch.extend({
  thread: searchText,
  q: searchText,
  page: pageNumber,
});
export type InboxSearch = z.infer<typeof InboxSearch>;

/** The team inbox adds the chosen team and the "Unassigned only" filter. */
export const TeamInboxSearch = InboxSearch.extend({
  team: searchText,
  unassigned: searchFlag,
});
export type TeamInboxSearch = z.infer<typeof TeamInboxSearch>;

/** The unresponded list: a page number only (threads open in the team inbox). */
export const UnrespondedSearch = z.object({ page: pageNumber });
export type UnrespondedSearch = z.infer<typeof UnrespondedSearch>;
