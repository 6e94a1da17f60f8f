import { parseDateInput } from './date-input.ts';

/** SPEC §5: the fields the duplicate-participant check compares. */
export const DUPLICATE_CHECK_FIELDS = ['firstName', 'lastName', 'dob'] as const;

export type DuplicateCheckFields = {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD (a longer ISO timestamp is cut to its date), MM/DD/YYYY, or a Date (read in UTC). */
  dob: string | Date;
};

function normaliseName(name: string): string {
  // Lowercase before NFD so "İ" becomes "i" plus a combining dot, which is then removed with the other marks.
  return name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ');
}

function normaliseDob(dob: string | Date): string {
  if (dob instanceof Date) return Number.isNaN(dob.getTime()) ? '' : dob.toISOString().slice(0, 10);
  const trimmed = dob.trim();
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(trimmed)?.[0];
  if (iso !== undefined) return iso;
  // An unrecognised date is kept as typed: it can only ever match the same text.
  return parseDateInput(trimmed) ?? trimmed;
}

/**
 * A key equal for two people whose names differ only in case, accents or spacing and who share a date of birth.
 * The parts are JSON-encoded so no name can run into the next field.
 */
export function duplicateCheckKey({ firstName, lastName, dob }: DuplicateCheckFields): string {
  return JSON.stringify([normaliseName(firstName), normaliseName(lastName), normaliseDob(dob)]);
}
