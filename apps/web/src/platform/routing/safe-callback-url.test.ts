import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './safe-callback-url.ts';

const ORIGIN = 'https://casework.example.org';

describe('safeCallbackUrl', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeCallbackUrl('/staff/inbox?thread=t1#m2', ORIGIN)).toBe('/staff/inbox?thread=t1#m2');
  });

  it.each([
    'https://evil.example/staff',
    '//evil.example/staff',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'staff/inbox',
    '',
  ])('refuses %s', (raw) => {
    expect(safeCallbackUrl(raw, ORIGIN)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeCallbackUrl(undefined, ORIGIN)).toBeNull();
    expect(safeCallbackUrl(42, ORIGIN)).toBeNull();
  });

  it('never returns to the sign-in or auth pages, which would loop', () => {
    expect(safeCallbackUrl('/sign-in?callbackUrl=/x', ORIGIN)).toBeNull();
    expect(safeCallbackUrl('/auth/error', ORIGIN)).toBeNull();
  });
});
