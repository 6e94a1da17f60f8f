import type { SwapTeamDataResult } from '@casework/contract';
import { humanise } from '../../../platform/forms/json-schema.ts';

/** Words for the kinds of rows a team deletion moves; the server may report kinds added later, see movedLines. */
const KIND_LABELS: Record<string, readonly [one: string, many: string]> = {
  memberships: ['team membership', 'team memberships'],
  memberRoles: ['role held in the team', 'roles held in the team'],
  roleAssignments: ['role held in the team', 'roles held in the team'],
  threads: ['message thread', 'message threads'],
  templates: ['quick message', 'quick messages'],
  templateCategories: ['quick-message category', 'quick-message categories'],
  applications: ['application (messaging department)', 'applications (messaging departments)'],
};

/** The order in which the lines are read: people first, then messages, then what hangs off them. */
const KIND_ORDER = Object.keys(KIND_LABELS);

/** "webhookSubscriptions" → "webhook subscription" for one, "webhook subscriptions" for many. */
function unknownKindLabel(kind: string, count: number): string {
  const words = humanise(kind);
  // humanise capitalises the first word for a heading; inside a sentence it is lower case, unless an acronym.
  const many = /^[A-Z0-9]{2,}\b/.test(words) ? words : words.charAt(0).toLowerCase() + words.slice(1);
  if (count !== 1) return many;
  if (/ies$/.test(many)) return many.replace(/ies$/, 'y');
  if (/(ss|us)$/.test(many) || !/s$/.test(many)) return many;
  return many.replace(/s$/, '');
}

/** One kind's count as words: "1 message thread", "3 team memberships". */
export function movedKindLabel(kind: string, count: number): string {
  const known = KIND_LABELS[kind];
  const words = known ? (count === 1 ? known[0] : known[1]) : unknownKindLabel(kind, count);
  return `${count} ${words}`;
}

export interface MovedLine {
  kind: string;
  count: number;
  text: string;
}

/** `moved` of a swap result as lines to read, known kinds first in a fixed order; kinds with nothing are left out. */
export function movedLines(moved: SwapTeamDataResult['moved']): MovedLine[] {
  const rank = (kind: string) => {
    const index = KIND_ORDER.indexOf(kind);
    return index === -1 ? KIND_ORDER.length : index;
  };
  return Object.entries(moved)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, count]) => ({ kind, count, text: movedKindLabel(kind, count) }));
}
