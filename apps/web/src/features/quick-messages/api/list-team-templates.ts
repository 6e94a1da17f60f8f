import { ListMessageTemplatesResponse } from '@casework/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { TEMPLATE_PAGE_SIZE, templateKeys } from './query-keys.ts';

/** GET /message-templates/teams/{teamId}: one team's templates (by name, or best match first with a term). */
export function listTeamTemplates(
  teamId: string,
  query: { term?: string; take?: number; skip?: number },
  signal?: AbortSignal,
) {
  return api.get('/message-templates/teams/{teamId}', {
    params: { teamId },
    query: { ...query, term: query.term?.trim() || undefined },
    schema: ListMessageTemplatesResponse,
    signal,
  });
}

/** Page after page ("Show more"). */
export function teamTemplatesInfiniteOptions(teamId: string, term: string | undefined) {
  return infiniteQueryOptions({
    queryKey: templateKeys.team(teamId, { term }),
    queryFn: ({ signal, pageParam }) =>
      listTeamTemplates(teamId, { term, take: TEMPLATE_PAGE_SIZE, skip: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useTeamTemplates(teamId: string, term: string | undefined) {
  return useInfiniteQuery(teamTemplatesInfiniteOptions(teamId, term));
}
