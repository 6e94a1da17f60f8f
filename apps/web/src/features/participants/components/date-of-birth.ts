import { dateOfBirthProblem, parseDateInput } from '@casework/contract';
import { INVALID_DATE_MESSAGE } from '../../../platform/forms/date-input.tsx';

/** Today's date (YYYY-MM-DD) where the person typing is. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What is wrong with a date of birth typed as MM/DD/YYYY, or null when it can be sent: it must be given, be a real
 * date, not be after today here, and not be more years ago than anyone on file can be (the server checks the same).
 */
export function dateOfBirthInputError(text: string, now: Date = new Date()): string | null {
  if (text.trim() === '') return 'Enter the date of birth';
  const iso = parseDateInput(text);
  if (iso === null) return INVALID_DATE_MESSAGE;
  return dateOfBirthProblem(iso, localToday(now));
}
