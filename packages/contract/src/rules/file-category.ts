import type { OfferedFileCategory } from '../constants.ts';

const LABELS: Readonly<Record<string, string>> = {
  identity: 'Identity',
  income: 'Income',
  housing: 'Housing',
  health: 'Health',
  other: 'Other',
} satisfies Record<OfferedFileCategory, string>;

/**
 * A file category as people read it: "identity" is stored (it is part of a file's reference, SPEC §3) and "Identity"
 * is shown, by the screens and in the server's messages alike. A category the list does not know reads with spaces
 * for its dashes and underscores and a capital first letter ("tribal-enrollment" → "Tribal enrollment").
 */
export function fileCategoryLabel(category: string): string {
  const known = LABELS[category];
  if (known) return known;
  const spaced = category.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
