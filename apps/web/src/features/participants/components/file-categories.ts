import { PARTICIPANT_FILE_CATEGORIES, type OfferedFileCategory } from '@casework/contract';

const LABELS: Readonly<Record<string, string>> = {
  identity: 'Identity',
  income: 'Income',
  housing: 'Housing',
  health: 'Health',
  other: 'Other',
} satisfies Record<OfferedFileCategory, string>;

/**
 * A category as people read it: "identity" is stored (it is part of a file's reference, SPEC §3) and "Identity" is
 * shown. A category the list does not know reads with spaces for its dashes and underscores and a capital first
 * letter ("tribal-enrollment" → "Tribal enrollment").
 */
export function fileCategoryLabel(category: string): string {
  const known = LABELS[category];
  if (known) return known;
  const spaced = category.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Categories in the order people look for them: the offered ones as listed, any other by its words, "Other" last. */
export function byFileCategoryOrder(a: string, b: string): number {
  const offered = PARTICIPANT_FILE_CATEGORIES as readonly string[];
  const rank = (c: string) =>
    c === 'other' ? offered.length + 1 : offered.includes(c) ? offered.indexOf(c) : offered.length;
  return rank(a) - rank(b) || fileCategoryLabel(a).localeCompare(fileCategoryLabel(b));
}

/** Choices for a select: the stored category as the value, its label as the text. */
export function fileCategoryChoices(categories: readonly string[]): { value: string; label: string }[] {
  return categories.map((value) => ({ value, label: fileCategoryLabel(value) }));
}
