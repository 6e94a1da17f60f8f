import type { HelpLinkView } from '@casework/contract';
import type { HelpLinkRow } from './help-links.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

export function presentHelpLink(row: HelpLinkRow): HelpLinkView {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    sortOrder: row.sortOrder,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}
