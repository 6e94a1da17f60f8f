import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DUPLICATE_CHECK_FIELDS, duplicateCheckKey } from './duplicate-key.ts';

describe('duplicateCheckKey', () => {
  it('produces a readable key of the normalised fields', () => {
    expect(duplicateCheckKey({ firstName: ' José ', lastName: 'García', dob: '1990-01-02' })).toBe(
      '["jose","garcia","1990-01-02"]',
    );
  });

  it('ignores case, accents and extra spacing in names', () => {
    const a = duplicateCheckKey({ firstName: 'Mary  Ann', lastName: 'Ó Brien', dob: '1990-01-02' });
    const b = duplicateCheckKey({ firstName: ' mary ann ', lastName: 'o  brien', dob: '1990-01-02' });
    expect(a).toBe(b);
  });

  it('removes the dot of a capital dotted I', () => {
    expect(duplicateCheckKey({ firstName: 'İlker', lastName: 'x', dob: '2000-01-01' })).toBe(
      '["ilker","x","2000-01-01"]',
    );
  });

  it('writes the date of birth as YYYY-MM-DD whatever form it arrives in', () => {
    const expected = '["a","b","1990-01-02"]';
    expect(duplicateCheckKey({ firstName: 'a', lastName: 'b', dob: '1990-01-02T00:00:00.000Z' })).toBe(
      expected,
    );
    expect(duplicateCheckKey({ firstName: 'a', lastName: 'b', dob: '01/02/1990' })).toBe(expected);
    expect(duplicateCheckKey({ firstName: 'a', lastName: 'b', dob: new Date('1990-01-02T00:00:00Z') })).toBe(
      expected,
    );
  });

  it('tells apart people with different dates of birth', () => {
    expect(duplicateCheckKey({ firstName: 'a', lastName: 'b', dob: '1990-01-02' })).not.toBe(
      duplicateCheckKey({ firstName: 'a', lastName: 'b', dob: '1990-01-03' }),
    );
  });

  it('does not let a name run into the next field', () => {
    expect(duplicateCheckKey({ firstName: 'a b', lastName: 'c', dob: '2000-01-01' })).not.toBe(
      duplicateCheckKey({ firstName: 'a', lastName: 'b c', dob: '2000-01-01' }),
    );
    expect(duplicateCheckKey({ firstName: 'a","b', lastName: 'c', dob: '2000-01-01' })).not.toBe(
      duplicateCheckKey({ firstName: 'a', lastName: 'b","c', dob: '2000-01-01' }),
    );
  });

  it('is unchanged by the case and surrounding spaces of ASCII names', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (first, last) => {
        const dob = '1990-01-02';
        expect(
          duplicateCheckKey({ firstName: ` ${first.toUpperCase()} `, lastName: `\t${last}  `, dob }),
        ).toBe(duplicateCheckKey({ firstName: first.toLowerCase(), lastName: last, dob }));
      }),
    );
  });
});

describe('DUPLICATE_CHECK_FIELDS', () => {
  it('lists firstName, lastName and dob', () => {
    expect(DUPLICATE_CHECK_FIELDS).toEqual(['firstName', 'lastName', 'dob']);
  });
});
