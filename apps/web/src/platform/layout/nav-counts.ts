import { createContext, useContext } from 'react';
import type { NavTarget } from './nav-items.ts';

/** A count beside a navigation item, and what a screen reader hears after the item's name ("2 unread threads"). */
export interface NavCount {
  count: number;
  description: string;
}

export type NavCounts = Partial<Record<NavTarget, NavCount>>;

/**
 * Counts beside the navigation's items, given by an area's route from a feature (the inbox's unread threads), so the
 * frame imports no feature. None by default. Their sum leads the browser tab's title: "(2) Dashboard · Casework".
 */
export const NavCountsContext = createContext<NavCounts>({});

export function useNavCounts(): NavCounts {
  return useContext(NavCountsContext);
}

/** What a badge shows: the count, or "99+" above 99. */
export function navCountLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The sum of the counts, for the tab title. */
export function navCountsTotal(counts: NavCounts): number {
  return Object.values(counts).reduce((sum, item) => sum + (item?.count ?? 0), 0);
}
