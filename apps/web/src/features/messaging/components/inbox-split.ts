import { useMediaQuery } from '@mantine/hooks';

/**
 * List and thread side by side from this width: below it (with the side navigation open) neither would have room
 * to be read, so the open thread takes the list's place and its close button leads back.
 */
export const SPLIT_INBOX_QUERY = '(min-width: 75em)';

/** True when the inbox shows the list and the open thread side by side. */
export function useSplitInboxLayout(): boolean {
  return useMediaQuery(SPLIT_INBOX_QUERY) ?? false;
}
