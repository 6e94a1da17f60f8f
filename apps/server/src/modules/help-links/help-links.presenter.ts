import type { HelpLinkView } from '@casework/contract';
import type { HelpLinkRow } from './help-links.repository.ts';

export function presentHelpLink(row: HelpLinkRow): HelpLinkView {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
