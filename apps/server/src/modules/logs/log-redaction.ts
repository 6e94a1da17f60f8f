/**
 * Keeps secrets and message text out of the logs: user actions come from the browser, so a careless caller could
 * send a password, a passphrase, a token or a message body along with a navigation. Applied when a row is written
 * and again when any log row is shown or exported.
 */

export const REDACTED = '[redacted]';

const SECRET_WORD =
  'pass(?:word|phrase|wd)|secret|token|authorization|cookie|credential|api[-_]?key|signature|body|html|attempt';

/** Field names whose values are never logged ("newPassword", "csrfToken", "messageBody", ...). */
const SECRET_NAME = new RegExp(`${SECRET_WORD}|^pass$|^code$`, 'i');

/** `name=value` pairs (query strings, form bodies) with a secret name. */
const SECRET_PAIR = new RegExp(
  `([?&;#\\s]|^)([\\w.-]*(?:${SECRET_WORD})[\\w.-]*|pass|code)=([^&;#\\s]*)`,
  'gi',
);
/** `Bearer xxx` and anything shaped like a JSON Web Token. */
const BEARER = /\bBearer\s+[\w\-.~+/]+=*/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

/** A string with any secret-looking value in it replaced by [redacted]. */
export function redactText(text: string): string {
  return text
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(SECRET_PAIR, (_match, lead: string, name: string) => `${lead}${name}=${REDACTED}`);
}

/** A copy of a log row's detail with secret fields and secret-looking values redacted, at any depth. */
export function redactDetail(detail: Record<string, unknown>): Record<string, unknown> {
  return redactValue(detail, 0) as Record<string, unknown>;
}

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecretName(key) ? REDACTED : redactValue(item, depth + 1),
    ]),
  );
}
