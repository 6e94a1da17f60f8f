import { formatDateInput, parseDateInput, participantIdInput, phoneDigits } from '@casework/contract';

/** What one line of text typed into a quick search looks for (GET /participants filters). */
export interface QuickSearchValues {
  firstName?: string;
  lastName?: string;
  /** A lone name: the first or the last. */
  name?: string;
  participantId?: string;
  /** A date of birth, YYYY-MM-DD. */
  dob?: string;
  email?: string;
  /** Digits only. */
  phone?: string;
}

// The participant id alphabet (no I, L, O, U, 0 or 1): four symbols, a hyphen, four more; or the start of one.
const ID_START = /^[2-9A-HJKMNP-TV-Z]{1,3}$/i;
const ID = /^[2-9A-HJKMNP-TV-Z]{4}\p{Pd}?[2-9A-HJKMNP-TV-Z]{0,4}$/iu;
/** A whole participant id. All digits, it has eight, and no phone number has eight. */
const FULL_ID = /^[2-9A-HJKMNP-TV-Z]{4}\p{Pd}?[2-9A-HJKMNP-TV-Z]{4}$/iu;
const LETTER = /\p{L}/u;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const DIGIT = /\d/;
/** Month and day of one or two digits and a four-digit year, split by slashes: how a date is typed (MM/DD/YYYY). */
const DATE_SHAPE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
/** A phone number has at least this many digits; fewer is no one's number (the server says so). */
const PHONE_MIN_DIGITS = 7;

/** The participant id (or its start) the text is, with its hyphen in place; undefined if it is not one. */
function participantIdOf(text: string): string | undefined {
  if (!DIGIT.test(text)) return undefined; // every word of four letters from the alphabet would be an id
  return ID_START.test(text) || ID.test(text) ? participantIdInput(text) : undefined;
}

/** The date (YYYY-MM-DD) the text is, typed as MM/DD/YYYY or M/D/YYYY; undefined unless it is a real date. */
function dateOf(text: string): string | undefined {
  if (!DATE_SHAPE.test(text)) return undefined;
  return parseDateInput(formatDateInput(text)) ?? undefined;
}

/**
 * Reads what a person types into a quick search: "Lena Andrews" (first and last), "Andrews, Lena" (last, first),
 * "Lena" or "Andrews" (a lone name, first or last), "8AQ3-KGJW" or its start (participant id; the hyphen may be left
 * out), "lena@example.org" (e-mail address), "(907) 555-0142" (digits and punctuation, no letters: a phone number,
 * matched on its digits), "04/12/1988" or "4/12/1988" (a real date as MM/DD/YYYY: a date of birth). Digits without
 * letters are a phone number unless they are a whole participant id (eight digits 2–9, "2345-6789", a length no
 * phone number has) or the start of one of under seven digits, so "2345" is an id and "555-0142" a phone number.
 */
export function quickSearchValues(text: string): QuickSearchValues {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === '') return {};
  if (EMAIL.test(t)) return { email: t };
  const dob = dateOf(t);
  if (dob) return { dob };
  const digits = phoneDigits(t);
  const hasLetters = LETTER.test(t);
  if (FULL_ID.test(t)) return { participantId: participantIdOf(t)! };
  if (!hasLetters && digits.length >= PHONE_MIN_DIGITS) return { phone: digits };
  const participantId = participantIdOf(t);
  if (participantId) return { participantId };
  // Too few digits for a number: asked for anyway, so the server says how many it needs.
  if (!hasLetters && digits.length > 0) return { phone: digits };
  const comma = t.indexOf(',');
  if (comma >= 0) {
    const lastName = t.slice(0, comma).trim();
    const firstName = t
      .slice(comma + 1)
      .replace(/^[\s,]+/, '')
      .trim();
    return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  }
  const [first = '', ...rest] = t.split(' ');
  if (rest.length === 0) return { name: first };
  return { firstName: first, lastName: rest.join(' ') };
}
