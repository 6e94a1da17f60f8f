import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatPhone, formatPhoneMasked, INVALID_PHONE_TEXT, phoneDigits } from './phone.ts';

const FORMATTED = /^\(\d{3}\) \d{3}-\d{4}$/;
const digitString = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));

describe('phoneDigits', () => {
  it('keeps only the digits', () => {
    expect(phoneDigits('+1 (907) 555-0123 ext.')).toBe('19075550123');
    expect(phoneDigits('no digits')).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats a 10-digit number as (###) ###-####', () => {
    expect(formatPhone('9075550123')).toBe('(907) 555-0123');
  });

  it('drops the leading 1 of an 11-digit number', () => {
    expect(formatPhone('1-907-555-0123')).toBe('(907) 555-0123');
  });

  it('ignores punctuation and spaces in the input', () => {
    expect(formatPhone(' 907.555.0123 ')).toBe('(907) 555-0123');
  });

  it('returns the digits unchanged for other lengths', () => {
    expect(formatPhone('555-0123')).toBe('5550123');
    expect(formatPhone('29075550123')).toBe('29075550123');
    expect(formatPhone('')).toBe('');
  });

  it('keeps the ten digits of any 10-digit number, with or without a leading 1', () => {
    fc.assert(
      fc.property(digitString(10, 10), fc.boolean(), (digits, withOne) => {
        const formatted = formatPhone(withOne ? `1${digits}` : digits);
        expect(formatted).toMatch(FORMATTED);
        expect(phoneDigits(formatted)).toBe(digits);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatPhone(formatPhone(s))).toBe(formatPhone(s));
      }),
    );
  });
});

describe('formatPhoneMasked', () => {
  it('formats 10-digit and 1-prefixed 11-digit numbers', () => {
    expect(formatPhoneMasked('9075550123')).toBe('(907) 555-0123');
    expect(formatPhoneMasked('19075550123')).toBe('(907) 555-0123');
  });

  it('shows "invalid number" for an 11-digit number not starting with 1', () => {
    expect(formatPhoneMasked('29075550123')).toBe('invalid number');
  });

  it('shows "invalid number" for too few or too many digits', () => {
    expect(formatPhoneMasked('555-0123')).toBe(INVALID_PHONE_TEXT);
    expect(formatPhoneMasked('')).toBe(INVALID_PHONE_TEXT);
    expect(formatPhoneMasked('119075550123')).toBe(INVALID_PHONE_TEXT);
  });

  it('shows "invalid number" for every digit count other than 10 or 11', () => {
    fc.assert(
      fc.property(
        digitString(0, 20).filter((d) => d.length !== 10 && d.length !== 11),
        (digits) => {
          expect(formatPhoneMasked(digits)).toBe(INVALID_PHONE_TEXT);
        },
      ),
    );
  });

  it('either formats the number or says it is invalid', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const shown = formatPhoneMasked(s);
        expect(shown === INVALID_PHONE_TEXT || FORMATTED.test(shown)).toBe(true);
      }),
    );
  });
});
