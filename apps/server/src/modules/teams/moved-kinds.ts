/**
 * Words for the kinds of rows a team deletion moves, for the activity log: one and many. The web's moved-kinds.ts
 * uses the same words. Kinds a module adds later read from their key ("probeRows" → "probe rows").
 */
const KIND_WORDS: Record<string, readonly [one: string, many: string]> = {
  memberships: ['team membership', 'team memberships'],
  threads: ['message thread', 'message threads'],
  templates: ['quick message', 'quick messages'],
  templateCategories: ['quick-message category', 'quick-message categories'],
  applications: ['application (messaging department)', 'applications (messaging departments)'],
};

function wordsOfKey(kind: string, count: number): string {
  const many = kind.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  if (count === 1) return many.endsWith('ies') ? many.replace(/ies$/, 'y') : many.replace(/s$/, '');
  return many;
}

/** "2 team memberships, 1 message thread": the kinds that moved anything, in words; "nothing needed moving" when none did. */
export function describeMoved(moved: Record<string, number>): string {
  const lines = Object.entries(moved)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => {
      const words = KIND_WORDS[kind];
      return `${count} ${words ? words[count === 1 ? 0 : 1] : wordsOfKey(kind, count)}`;
    });
  return lines.length > 0 ? lines.join(', ') : 'nothing needed moving';
}
