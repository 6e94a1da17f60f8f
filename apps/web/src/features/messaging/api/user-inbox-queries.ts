import type { InboxSearch } from '../components/inbox-search-params.ts';
import { INBOX_PAGE_SIZE } from '../components/inbox-search-params.ts';
import { getThreadCountsQueryOptions } from './get-thread-counts.ts';
import { listUserThreadsQueryOptions } from './list-user-threads.ts';

/**
 * The answers a personal inbox shows first: its page of threads (as `search` asks) and its counts. The inbox page
 * reads these, and its route's loader asks for the same, so the page finds them waiting.
 */
export function userInboxQueries(userId: string, archive: boolean, search: Pick<InboxSearch, 'q' | 'page'>) {
  const page = search.page ?? 1;
  return {
    threads: listUserThreadsQueryOptions(userId, {
      archived: archive,
      q: search.q,
      take: INBOX_PAGE_SIZE,
      skip: (page - 1) * INBOX_PAGE_SIZE,
    }),
    counts: getThreadCountsQueryOptions(userId),
  };
}
