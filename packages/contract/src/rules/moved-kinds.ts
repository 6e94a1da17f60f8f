/**
 * Words for the kinds of rows a team deletion moves (`SwapTeamDataResult.moved`), one and many: the server writes
 * them in the activity log and the web shows them in the delete dialog, so both say the same. Listed in the order
 * they are read: people first, then messages, then what hangs off them.
 */
const MOVED_KIND_WORDS: Record<string, readonly [one: string, many: string]> = {
  memberships: ['team membership', 'team memberships'],
  memberRoles: ['role held in the team', 'roles held in the team'],
  roleAssignments: ['role held in the team', 'roles held in the team'],
  threads: ['message thread', 'message threads'],
  templates: ['quick message', 'quick messages'],
  templateCategories: ['quick-message category', 'quick-message categories'],
  applications: ['application (messaging department)', 'applications (messaging departments)'],
};

/** The known kinds, in the order they are read. */
export const MOVED_KIND_ORDER: readonly string[] = Object.keys(MOVED_KIND_WORDS);

/** A kind a module adds later, read from its key: "webhookSubscriptions" → "webhook subscription(s)", "SLA" kept. */
function wordsOfKey(kind: string, count: number): string {
  const many = kind
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  if (count !== 1) return many;
  if (/ies$/.test(many)) return many.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(many) || !/s$/.test(many)) return many;
  return many.replace(/s$/, '');
}

/** One kind's count as words: "1 message thread", "3 team memberships". */
export function movedKindLabel(kind: string, count: number): string {
  const known = MOVED_KIND_WORDS[kind];
  return `${count} ${known ? known[count === 1 ? 0 : 1] : wordsOfKey(kind, count)}`;
}
