import { fileCategoryLabel, PARTICIPANT_FILE_CATEGORIES } from '@casework/contract';

export { fileCategoryLabel };

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
