import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The version prefix names the key and format, so keys can rotate later (v2 with a new key, v1 still readable). */
const VERSION = 'v1';

/** Symmetric authenticated encryption of short secrets (AES-256-GCM), as `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES)
    throw new Error(`A secret-box key must be ${KEY_BYTES} bytes, not ${key.length}.`);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (
        version !== VERSION ||
        iv === undefined ||
        tag === undefined ||
        ciphertext === undefined ||
        rest.length
      )
        throw new Error('Sealed text is not in the v1 format.');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export const PASSPHRASE_KEY_INFO = 'casework passphrase v1';

/**
 * The key that encrypts participant passphrases: PASSPHRASE_KEY (32 bytes, base64; checked by config.ts) when set,
 * otherwise derived from the auth secret with HKDF-SHA256 (info "casework passphrase v1"). Deriving keeps a single
 * secret to manage; setting PASSPHRASE_KEY separates the two so the auth secret can rotate without re-encrypting.
 */
export function passphraseKey(authSecret: string, configured?: Buffer): Buffer {
  if (configured) return configured;
  return derivedKey(authSecret, PASSPHRASE_KEY_INFO);
}

export const WEBHOOK_SECRET_KEY_INFO = 'casework webhook secret v1';

/** The key that seals webhook signing secrets at rest: derived from the auth secret (info "casework webhook secret v1"). */
export function webhookSecretKey(authSecret: string): Buffer {
  return derivedKey(authSecret, WEBHOOK_SECRET_KEY_INFO);
}

function derivedKey(authSecret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), info, KEY_BYTES));
}
