import type { HelpLinkView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  answerSchema,
  arrayOf,
  count,
  integer,
  objectOf,
  text,
  uuid,
  type Check,
} from '../../../platform/api/answer-checks.ts';
import { api } from '../../../platform/api/api.ts';

/** The contract's ListHelpLinksResponse, checked without zod: the links are on the participant dashboard (decision 017). */
const helpLinks: Check<{ items: HelpLinkView[]; total: number }> = objectOf({
  items: arrayOf(
    objectOf({
      id: uuid,
      title: text,
      url: text,
      description: text,
      sortOrder: integer,
      createdAt: text,
      updatedAt: text,
    }),
  ),
  total: count,
});
export const HelpLinksAnswer = answerSchema(helpLinks);

/** GET /help-links: the links an administrator set for participants, in their order. */
export function listHelpLinks(signal?: AbortSignal) {
  return api.get('/help-links', { schema: HelpLinksAnswer, signal });
}

export const helpLinksQueryOptions = queryOptions({
  queryKey: ['dashboard', 'help-links'] as const,
  queryFn: ({ signal }) => listHelpLinks(signal),
});

export function useHelpLinks() {
  return useQuery(helpLinksQueryOptions);
}
