import type { AppSession } from '@casework/contract';
import { useEffect, useRef } from 'react';
import { recordServiceSearch } from '../../../platform/logging/user-action-log.ts';

export interface SettledSearch {
  /** The words searched for (the address's, not the box's while typing). */
  term: string | undefined;
  /** The answer for exactly these words has arrived (not the previous answer kept on screen). */
  settled: boolean;
  total: number | undefined;
}

/**
 * SVC_SEARCH, once per search term whose results arrived: a change of filter or page for the same words is the same
 * search, and a keystroke is not a search at all.
 */
export function useServiceSearchLog(
  session: AppSession | null,
  { term, settled, total }: SettledSearch,
): void {
  const logged = useRef<string | null>(null);
  const words = term?.trim() ?? '';
  useEffect(() => {
    if (words === '') {
      logged.current = null;
      return;
    }
    if (!settled || total === undefined || logged.current === words) return;
    logged.current = words;
    recordServiceSearch(words, total, session);
  }, [session, words, settled, total]);
}
