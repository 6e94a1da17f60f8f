import { ListTemplateCategoriesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** GET /message-template-categories/teams/{teamId}: by name, each with its number of templates. */
export function listTemplateCategories(teamId: string, signal?: AbortSignal) {
  return api.get('/message-template-categories/teams/{teamId}', {
    params: { teamId },
    schema: ListTemplateCategoriesResponse,
    signal,
  });
}

export function templateCategoriesQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: templateKeys.categories(teamId),
    queryFn: ({ signal }) => listTemplateCategories(teamId, signal),
  });
}

export function useTemplateCategories(teamId: string) {
  return useQuery(templateCategoriesQueryOptions(teamId));
}
