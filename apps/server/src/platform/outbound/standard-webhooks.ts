import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing per the Standard Webhooks specification (https://www.standardwebhooks.com): the receiver recomputes
 * HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}` with the shared secret and compares it with one
 * of the space-separated `v1,<base64>` signatures.
 */

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const WEBHOOK_USER_AGENT = 'Casework-Webhooks/1.0';

/** A new signing secret: "whsec_" and the base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The HMAC key of a secret: without "whsec_", base64-decoded. Throws when it is not base64 or is empty. */
export function webhookSecretBytes(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!BASE64.test(encoded)) throw new Error('A webhook secret must be "whsec_" followed by base64.');
  return Buffer.from(encoded, 'base64');
}

interface SignInput {
  id: string;
  timestamp: number;
  body: string;
  secrets: readonly string[];
}

/** The webhook-signature header value: "v1,<base64 HMAC-SHA256(secretBytes, `${id}.${timestamp}.${body}`)>"
 *  for each secret, space-separated (several during a secret rotation). timestamp: integer seconds. */
export function signWebhook({ id, timestamp, body, secrets }: SignInput): string {
  if (!Number.isInteger(timestamp)) throw new Error('A webhook timestamp must be whole seconds.');
  if (secrets.length === 0) throw new Error('A webhook needs at least one secret to be signed.');
  const signed = `${id}.${timestamp}.${body}`;
  return secrets
    .map(
      (secret) =>
        `v1,${createHmac('sha256', webhookSecretBytes(secret)).update(signed, 'utf8').digest('base64')}`,
    )
    .join(' ');
}

/** Every header of a delivery: content type, the three Standard Webhooks headers and Casework's user agent. */
export function webhookHeaders(input: SignInput): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': input.id,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': signWebhook(input),
    'user-agent': WEBHOOK_USER_AGENT,
  };
}
