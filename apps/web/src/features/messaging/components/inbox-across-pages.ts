import type { ListThreadsResponse } from '@casework/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE } from './inbox-search-params.ts';

/** A page of an inbox list as its query asks for it (the list's own query options, for another page). */
interface ListPageQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

export interface OpenAcrossPagesInput {
  /** The page shown (from 1) and how many threads the list holds in all, once known. */
  page: number;
  total: number | undefined;
  pageQuery: (page: number) => ListPageQuery;
  /** Shows `page` with `threadId` open, in one move of the address. */
  openOnPage: (page: number, threadId: string) => void;
}

/**
 * Alt+Down on the last thread of a page opens the first thread of the next page, and Alt+Up on the first the last of
 * the page before, as a mail program reads on past a screenful. The other page is asked for first (usually already
 * there: the list's pages are kept), then the address changes to that page with its thread open, at once: no moment
 * with the page and no thread, nor the thread over the old page. Nothing happens before the first or after the last.
 */
export function useOpenAcrossPages({ page, total, pageQuery, openOnPage }: OpenAcrossPagesInput) {
  const queryClient = useQueryClient();
  return async (step: 1 | -1): Promise<void> => {
    const target = page + step;
    const pages = Math.ceil((total ?? 0) / INBOX_PAGE_SIZE);
    if (target < 1 || target > pages) return;
    const answer = (await queryClient
      .fetchQuery(pageQuery(target) as Parameters<typeof queryClient.fetchQuery>[0])
      .catch(() => null)) as ListThreadsResponse | null;
    const thread = answer ? (step > 0 ? answer.items[0] : answer.items.at(-1)) : undefined;
    if (thread) openOnPage(target, thread.id);
  };
}
