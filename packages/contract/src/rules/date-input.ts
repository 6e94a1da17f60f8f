const DATE_INPUT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Year 0000 is refused: it is never a meaningful date here and JavaScript dates handle it poorly.
function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Formats MM/DD/YYYY as the user types: non-digits are dropped, at most 8 digits kept, and slashes
 * inserted once the following part has begun ("010" → "01/0"), so deleting a slash never gets stuck. A month or day
 * of one digit that the person ends with a slash is that number ("4/12/1988" → "04/12/1988", "3/7/" → "03/07"), not
 * the start of a two-digit one.
 */
export function formatDateInput(raw: string): string {
  const parts = raw.split('/').map((part) => part.replace(/\D/g, ''));
  const padded = parts.map((part, index) =>
    index < 2 && index < parts.length - 1 && part.length === 1 ? `0${part}` : part,
  );
  const digits = padded.join('').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** "MM/DD/YYYY" → "YYYY-MM-DD", or null unless it is a complete, real calendar date. */
export function parseDateInput(input: string): string | null {
  const match = DATE_INPUT.exec(input.trim());
  if (!match) return null;
  const [, mm = '', dd = '', yyyy = ''] = match;
  if (!isRealDate(Number(yyyy), Number(mm), Number(dd))) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** True for "YYYY-MM-DD" naming a real calendar date. */
export function isValidIsoDate(s: string): boolean {
  const match = ISO_DATE.exec(s);
  if (!match) return false;
  const [, yyyy = '', mm = '', dd = ''] = match;
  return isRealDate(Number(yyyy), Number(mm), Number(dd));
}

/** "YYYY-MM-DD" → "MM/DD/YYYY" for the date input, or null if it is not a real ISO date. */
export function isoToDateInput(iso: string): string | null {
  if (!isValidIsoDate(iso)) return null;
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}
