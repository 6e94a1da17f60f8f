import { MOVED_KIND_ORDER, movedKindLabel, type SwapTeamDataResult } from '@casework/contract';

/** One kind's count as words ("1 message thread"); the words are the contract's, as the activity log's. */
export { movedKindLabel };

export interface MovedLine {
  kind: string;
  count: number;
  text: string;
}

/** `moved` of a swap result as lines to read, known kinds first in a fixed order; kinds with nothing are left out. */
export function movedLines(moved: SwapTeamDataResult['moved']): MovedLine[] {
  const rank = (kind: string) => {
    const index = MOVED_KIND_ORDER.indexOf(kind);
    return index === -1 ? MOVED_KIND_ORDER.length : index;
  };
  return Object.entries(moved)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, count]) => ({ kind, count, text: movedKindLabel(kind, count) }));
}
