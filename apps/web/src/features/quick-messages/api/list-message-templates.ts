import { ListMessageTemplatesResponse } from '@casework/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { TEMPLATE_PAGE_SIZE, templateKeys } from './query-keys.ts';

export interface MyTemplatesQuery {
  term?: string;
  /** Also the templates of every team whose inbox the caller works. */
  includeTeams?: boolean;
  take?: number;
  skip?: number;
}

/** GET /message-templates: the caller's personal templates (and, with includeTeams, their teams'); best match first. */
export function listMessageTemplates(query: MyTemplatesQuery, signal?: AbortSignal) {
  return api.get('/message-templates', {
    query: { ...query, term: query.term?.trim() || undefined },
    schema: ListMessageTemplatesResponse,
    signal,
  });
}

/** One page, e.g. for the composer's picker. */
export function messageTemplatesQueryOptions(query: MyTemplatesQuery) {
  return queryOptions({
    queryKey: templateKeys.mine(query),
    queryFn: ({ signal }) => listMessageTemplates(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMessageTemplates(query: MyTemplatesQuery, enabled = true) {
  return useQuery({ ...messageTemplatesQueryOptions(query), enabled });
}

/** Page after page ("Show more"), for the quick-messages screen. */
export function myTemplatesInfiniteOptions(term: string | undefined) {
  return infiniteQueryOptions({
    queryKey: templateKeys.mine({ term, paged: true }),
    queryFn: ({ signal, pageParam }) =>
      listMessageTemplates({ term, take: TEMPLATE_PAGE_SIZE, skip: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useMyTemplatesPaged(term: string | undefined) {
  return useInfiniteQuery(myTemplatesInfiniteOptions(term));
}
