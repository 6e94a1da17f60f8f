import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { IsoDate } from '../schemas/common.ts';
import { formatDateInput, isoToDateInput, isValidIsoDate, parseDateInput } from './date-input.ts';

const realDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('formatDateInput', () => {
  it('inserts slashes as digits are typed', () => {
    expect(formatDateInput('0')).toBe('0');
    expect(formatDateInput('01')).toBe('01');
    expect(formatDateInput('010')).toBe('01/0');
    expect(formatDateInput('0102')).toBe('01/02');
    expect(formatDateInput('01021')).toBe('01/02/1');
    expect(formatDateInput('01021990')).toBe('01/02/1990');
  });

  it('drops non-digits and keeps at most 8 digits', () => {
    expect(formatDateInput('01/02/1990')).toBe('01/02/1990');
    expect(formatDateInput('01-02-1990123')).toBe('01/02/1990');
    expect(formatDateInput('ab')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatDateInput(formatDateInput(s))).toBe(formatDateInput(s));
      }),
    );
  });

  it('keeps the first 8 digits of the input in order when no slash was typed', () => {
    fc.assert(
      fc.property(
        fc.string().map((s) => s.replaceAll('/', '')),
        (s) => {
          expect(formatDateInput(s).replace(/\//g, '')).toBe(s.replace(/\D/g, '').slice(0, 8));
        },
      ),
    );
  });

  it('reads a one-digit month or day ended with a slash as that number', () => {
    expect(formatDateInput('4/12/1988')).toBe('04/12/1988');
    expect(formatDateInput('3/7/1990')).toBe('03/07/1990');
    expect(formatDateInput('4/')).toBe('04');
    expect(formatDateInput('04/1')).toBe('04/1');
    expect(formatDateInput('04/1/')).toBe('04/01');
    expect(formatDateInput('12/5/2001')).toBe('12/05/2001');
    // The year is never padded.
    expect(formatDateInput('1/1/5')).toBe('01/01/5');
  });
});

describe('parseDateInput', () => {
  it('turns MM/DD/YYYY into an ISO date', () => {
    expect(parseDateInput('01/02/1990')).toBe('1990-01-02');
    expect(parseDateInput('12/31/2024')).toBe('2024-12-31');
  });

  it('rejects dates that do not exist', () => {
    expect(parseDateInput('02/30/2024')).toBeNull();
    expect(parseDateInput('04/31/2024')).toBeNull();
    expect(parseDateInput('13/01/2024')).toBeNull();
    expect(parseDateInput('00/10/2024')).toBeNull();
    expect(parseDateInput('01/00/2024')).toBeNull();
    expect(parseDateInput('01/01/0000')).toBeNull();
  });

  it('allows February 29 only in leap years', () => {
    expect(parseDateInput('02/29/2024')).toBe('2024-02-29');
    expect(parseDateInput('02/29/2000')).toBe('2000-02-29');
    expect(parseDateInput('02/29/2023')).toBeNull();
    expect(parseDateInput('02/29/1900')).toBeNull();
  });

  it('rejects incomplete or differently formatted input', () => {
    expect(parseDateInput('01/02/90')).toBeNull();
    expect(parseDateInput('1/2/1990')).toBeNull();
    expect(parseDateInput('1990-01-02')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });

  it('round-trips every real date through the input format', () => {
    fc.assert(
      fc.property(realDate, (iso) => {
        const shown = isoToDateInput(iso);
        expect(shown).not.toBeNull();
        expect(parseDateInput(shown ?? '')).toBe(iso);
      }),
    );
  });
});

describe('isoToDateInput', () => {
  it('turns an ISO date into MM/DD/YYYY', () => {
    expect(isoToDateInput('1990-01-02')).toBe('01/02/1990');
  });

  it('returns null for an impossible or malformed ISO date', () => {
    expect(isoToDateInput('2023-02-29')).toBeNull();
    expect(isoToDateInput('1990-1-2')).toBeNull();
    expect(isoToDateInput('1990-01-02T00:00:00Z')).toBeNull();
  });
});

describe('IsoDate schema', () => {
  it('accepts a real date and rejects an impossible one', () => {
    expect(IsoDate.parse('2024-02-29')).toBe('2024-02-29');
    expect(IsoDate.safeParse('2023-02-29').success).toBe(false);
    expect(IsoDate.safeParse('01/02/1990').success).toBe(false);
  });

  it('agrees with isValidIsoDate', () => {
    expect(isValidIsoDate('2024-12-31')).toBe(true);
    expect(isValidIsoDate('2024-12-32')).toBe(false);
  });
});

describe('isValidIsoDate', () => {
  it('agrees with the JavaScript calendar on which days exist', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          const exists = new Date(`${iso}T00:00:00Z`).getUTCDate() === d;
          expect(isValidIsoDate(iso)).toBe(exists);
        },
      ),
    );
  });
});
