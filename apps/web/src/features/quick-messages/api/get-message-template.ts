import { MAX_PAGE_SIZE, type MessageTemplateView } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMessageTemplates } from './list-message-templates.ts';
import { templateKeys } from './query-keys.ts';

/**
 * One template the caller may use, or null. The API has no GET of a single template, so this reads the caller's
 * templates (personal and every inbox team's) page by page until it meets the id: tens to hundreds of rows.
 */
export async function getMessageTemplate(
  templateId: string,
  signal?: AbortSignal,
): Promise<MessageTemplateView | null> {
  for (let skip = 0; ; skip += MAX_PAGE_SIZE) {
    const page = await listMessageTemplates({ includeTeams: true, take: MAX_PAGE_SIZE, skip }, signal);
    const found = page.items.find((t) => t.id === templateId);
    if (found) return found;
    if (page.items.length < MAX_PAGE_SIZE || skip + page.items.length >= page.total) return null;
  }
}

export function getMessageTemplateQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: ({ signal }) => getMessageTemplate(templateId, signal),
  });
}

export function useMessageTemplate(templateId: string) {
  return useQuery(getMessageTemplateQueryOptions(templateId));
}
