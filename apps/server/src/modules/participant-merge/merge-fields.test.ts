import { describe, expect, it } from 'vitest';
import { mergeFieldValues, mergePhones } from './merge-fields.ts';

const record = (phones: { number: string; isPreferred: boolean; type?: 'mobile' | 'home' }[]) => ({
  firstName: 'Nora',
  lastName: 'Kalmakoff',
  dob: '1991-03-04',
  email: null,
  phones,
  profile: {},
});

describe('mergePhones', () => {
  it('keeps every number of both lists once, by its digits, with one preferred', () => {
    const merged = mergePhones(
      [
        { number: '9075550101', isPreferred: true, type: 'mobile' },
        { number: '9075550202', isPreferred: false },
      ],
      [
        { number: '19075550202', isPreferred: true, type: 'home' },
        { number: '(907) 555-0303', isPreferred: false },
      ],
    );
    expect(merged).toEqual([
      { number: '9075550101', isPreferred: true, type: 'mobile' },
      { number: '9075550202', isPreferred: false, type: 'home' },
      { number: '(907) 555-0303', isPreferred: false },
    ]);
  });

  it("takes the second list's preferred number when the first has none", () => {
    const merged = mergePhones(
      [{ number: '9075550101', isPreferred: false }],
      [{ number: '9075550202', isPreferred: true }],
    );
    expect(merged.filter((p) => p.isPreferred).map((p) => p.number)).toEqual(['9075550202']);
  });
});

describe('mergeFieldValues phones', () => {
  const target = record([{ number: '9075550101', isPreferred: true }]);
  const source = record([
    { number: '9075550202', isPreferred: true },
    { number: '9075550101', isPreferred: false },
  ]);

  it("keeps the source's numbers too, the target's preferred number staying preferred by default", () => {
    const { values, chosen } = mergeFieldValues(target, source, {});
    expect(values.phones).toEqual([
      { number: '9075550101', isPreferred: true },
      { number: '9075550202', isPreferred: false },
    ]);
    expect(chosen.phones).toBe('target');
  });

  it("makes the source's preferred number preferred when the source is chosen, losing none", () => {
    const { values } = mergeFieldValues(target, source, { phones: 'source' });
    expect(values.phones).toEqual([
      { number: '9075550202', isPreferred: true },
      { number: '9075550101', isPreferred: false },
    ]);
  });
});
