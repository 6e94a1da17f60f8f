import { movedKindLabel } from '@casework/contract';

/** "2 team memberships, 1 message thread": the kinds that moved anything, in words; "nothing needed moving" when none did. */
export function describeMoved(moved: Record<string, number>): string {
  const lines = Object.entries(moved)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => movedKindLabel(kind, count));
  return lines.length > 0 ? lines.join(', ') : 'nothing needed moving';
}
