import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOrNull, isoString } from './iso-string.ts';

describe('isoString', () => {
  it('prints every instant as toISOString does', () => {
    const sameAsNative = (date: Date) => {
      expect(isoString(date)).toBe(date.toISOString());
    };
    // Years 1–9999, which it prints itself, then the whole range of Date, which it partly leaves to toISOString.
    const fourDigitYears = fc.date({
      min: new Date('0001-01-01T00:00:00.000Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    });
    fc.assert(fc.property(fourDigitYears, sameAsNative), { numRuns: 20_000 });
    fc.assert(fc.property(fc.date({ noInvalidDate: true }), sameAsNative), { numRuns: 2_000 });
  });

  it('agrees at the edges: leap days, centuries, the epoch and the ends of four-digit years', () => {
    const edges = [
      '2024-02-29T23:59:59.999Z',
      '2000-02-29T00:00:00.000Z',
      '1900-03-01T00:00:00.000Z',
      '2100-02-28T12:00:00.001Z',
      '1970-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '0001-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
    ];
    for (const text of edges) expect(isoString(new Date(text))).toBe(text);
    for (const ms of [-62_135_596_800_001, 253_402_300_800_000, 8.64e15, -8.64e15])
      expect(isoString(new Date(ms))).toBe(new Date(ms).toISOString());
  });

  it('refuses an invalid date as toISOString does, and gives null for none', () => {
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
    expect(isoOrNull(null)).toBeNull();
    expect(isoOrNull(undefined)).toBeNull();
    expect(isoOrNull(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });
});
