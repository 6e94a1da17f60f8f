import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, passphraseKey } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('blue heron at dawn');
    const b = box.seal('blue heron at dawn');
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('heron');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('blue heron at dawn');
    expect(box.open(b)).toBe('blue heron at dawn');
  });

  it('refuses altered text and text sealed with another key', () => {
    const sealed = box.seal('salmon berry');
    const [v, iv, tag, ct] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('v2.a.b.c')).toThrow();
  });

  it('takes PASSPHRASE_KEY when set, else derives a stable key from the auth secret', () => {
    const explicit = randomBytes(32);
    expect(passphraseKey('secret', explicit)).toEqual(explicit);
    const derived = passphraseKey('secret-one');
    expect(derived).toHaveLength(32);
    expect(passphraseKey('secret-one')).toEqual(derived);
    expect(passphraseKey('secret-two')).not.toEqual(derived);
  });
});
