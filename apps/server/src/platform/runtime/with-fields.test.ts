import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFields } from './with-fields.ts';

describe('withFields', () => {
  it('gives what a spread gives: the fields of both, the second winning, in the same order', () => {
    const key = fc.constantFrom('id', 'name', 'createdAt', 'files', 'team', 'openNow');
    const record = fc.dictionary(key, fc.oneof(fc.string(), fc.integer(), fc.constant(null)));
    fc.assert(
      fc.property(record, record, (base, more) => {
        const built = withFields(base, more);
        expect(built).toStrictEqual({ ...base, ...more });
        expect(Object.keys(built)).toEqual(Object.keys({ ...base, ...more }));
      }),
    );
  });

  it('copies: neither object given is changed', () => {
    const base = { id: 'a', createdAt: '2026-12-01T10:00:00Z' };
    const more = { createdAt: new Date('2026-12-01T10:00:00Z') };
    const built = withFields(base, more);
    expect(built.createdAt).toBeInstanceOf(Date);
    expect(base.createdAt).toBe('2026-12-01T10:00:00Z');
    expect(built).not.toBe(base);
  });
});
