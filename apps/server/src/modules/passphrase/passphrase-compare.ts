import { createHash, timingSafeEqual } from 'node:crypto';

/** A spoken passphrase compared as heard: case, spacing and Unicode compatibility forms do not matter. */
export function normalisePassphrase(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** Compares in constant time over fixed-length digests, so timing tells nothing about the stored passphrase. */
export function passphraseMatches(stored: string, attempt: string): boolean {
  const digest = (s: string) => createHash('sha256').update(normalisePassphrase(s), 'utf8').digest();
  return timingSafeEqual(digest(stored), digest(attempt));
}
