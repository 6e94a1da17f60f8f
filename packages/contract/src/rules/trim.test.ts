import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { trimInputs } from './trim.ts';

function everyString(value: unknown, check: (s: string) => boolean): boolean {
  if (typeof value === 'string') return check(value);
  if (Array.isArray(value)) return value.every((v) => everyString(v, check));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).every((v) => everyString(v, check));
  return true;
}

describe('trimInputs', () => {
  it('trims a string', () => {
    expect(trimInputs('  Ada \n')).toBe('Ada');
  });

  it('trims strings nested in objects and arrays', () => {
    expect(
      trimInputs({ name: ' Ada ', tags: [' a', 'b '], address: { city: ' Juneau\t' }, note: '   ' }),
    ).toEqual({ name: 'Ada', tags: ['a', 'b'], address: { city: 'Juneau' }, note: '' });
  });

  it('leaves numbers, booleans, null, undefined and dates as they are', () => {
    const date = new Date('2024-01-02T00:00:00Z');
    const result = trimInputs({ n: 0, b: false, z: null, u: undefined, d: date });
    expect(result).toEqual({ n: 0, b: false, z: null, u: undefined, d: date });
    expect(result.d).toBe(date);
  });

  it('does not trim object keys', () => {
    expect(trimInputs({ ' key ': ' v ' })).toEqual({ ' key ': 'v' });
  });

  it('does not change the input', () => {
    const input = { name: ' Ada ', list: [' x '] };
    const result = trimInputs(input);
    expect(input).toEqual({ name: ' Ada ', list: [' x '] });
    expect(result).not.toBe(input);
    expect(result.list).not.toBe(input.list);
  });

  it('keeps a "__proto__" key as ordinary data', () => {
    const input: unknown = JSON.parse('{"__proto__": " x "}');
    const result = trimInputs(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toBe('x');
  });

  it('leaves no string with surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(everyString(trimInputs(value), (s) => s === s.trim())).toBe(true);
      }),
    );
  });

  it('is idempotent and never mutates its input', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const before = structuredClone(value);
        const once = trimInputs(value);
        expect(trimInputs(once)).toStrictEqual(once);
        expect(value).toStrictEqual(before);
      }),
    );
  });
});
