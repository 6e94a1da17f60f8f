import { describe, it, expect } from 'vitest';
import { isSafeHttpUrl } from './url.ts';

describe('isSafeHttpUrl', () => {
  it.each([
    'https://example.org',
    'http://example.org/path?q=1#top',
    'https://sub.example.org:8443/a',
    'http://localhost:3000',
    'http://[::1]/',
  ])('accepts %s', (url) => {
    expect(isSafeHttpUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'mailto:a@example.org',
  ])('rejects the non-http scheme in %s', (url) => {
    expect(isSafeHttpUrl(url)).toBe(false);
  });

  it('rejects relative and unparseable input', () => {
    expect(isSafeHttpUrl('/relative/path')).toBe(false);
    expect(isSafeHttpUrl('example.org')).toBe(false);
    expect(isSafeHttpUrl('')).toBe(false);
    expect(isSafeHttpUrl('https://')).toBe(false);
    expect(isSafeHttpUrl('http://exa mple.org')).toBe(false);
  });

  it('rejects URLs carrying a user name or password', () => {
    expect(isSafeHttpUrl('https://bank.example@evil.example')).toBe(false);
    expect(isSafeHttpUrl('https://user:pass@example.org')).toBe(false);
  });
});
