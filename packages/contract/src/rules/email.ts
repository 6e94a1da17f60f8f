import { z } from 'zod';

/** SPEC §5 says "at most 65" (RFC 5321 allows 64); the spec wins. */
export const MAX_EMAIL_LOCAL_PART_LENGTH = 65;

export const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.org';

// RFC 5322 "atext" characters plus the dot.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
// Two punctuation marks in a row ("..", ".-", "__") are almost always typing mistakes.
const REPEATED_PUNCTUATION = /[^A-Za-z0-9]{2}/;
// Letters, digits and hyphens, not starting or ending with a hyphen, at most 63 characters (RFC 1035).
// Internal "--" stays allowed because internationalised domains are written "xn--...".
const DOMAIN_LABEL = /^(?=.{1,63}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const FINAL_LABEL = /^[A-Za-z]{2,4}$/;
const MAX_DOMAIN_LENGTH = 253;

/** SPEC §5 e-mail format; the address is checked as given (trim it first). */
export function isValidEmail(s: string): boolean {
  const parts = s.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;

  if (local.length === 0 || local.length > MAX_EMAIL_LOCAL_PART_LENGTH) return false;
  if (!LOCAL_PART.test(local) || REPEATED_PUNCTUATION.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.')) return false;

  if (domain.length === 0 || domain.length > MAX_DOMAIN_LENGTH) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return FINAL_LABEL.test(labels[labels.length - 1] ?? '');
}

/**
 * An e-mail address, trimmed but otherwise kept as typed (case included). Its JSON Schema says `format: "email"`,
 * which is how a form built from a schema knows to give it an e-mail keyboard and the browser's autofill.
 */
export const Email = z
  .string()
  .trim()
  .refine(isValidEmail, { error: EMAIL_MESSAGE })
  .meta({ format: 'email' })
  .describe('An e-mail address such as name@example.org');
