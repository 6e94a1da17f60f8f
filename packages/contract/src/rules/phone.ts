/** What the masked display shows for a number that is not 10 or 11 digits (SPEC §5). */
export const INVALID_PHONE_TEXT = 'invalid number';

/** Only the ASCII digits of the input. */
export function phoneDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/** The 10-digit national number, dropping the leading 1 of an 11-digit number; null for anything else. */
function nationalDigits(s: string): string | null {
  const digits = phoneDigits(s);
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/**
 * (###) ###-#### for a 10-digit number or an 11-digit number starting with 1 (the 1 is dropped).
 * Any other input comes back as its digits alone, so a partial or foreign number is shown, not lost.
 */
export function formatPhone(s: string): string {
  const national = nationalDigits(s);
  if (national === null) return phoneDigits(s);
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** Like formatPhone, but shows "invalid number" for anything that is not a usable 10- or 11-digit number. */
export function formatPhoneMasked(s: string): string {
  return nationalDigits(s) === null ? INVALID_PHONE_TEXT : formatPhone(s);
}
