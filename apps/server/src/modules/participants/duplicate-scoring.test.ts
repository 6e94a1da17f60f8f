import { describe, expect, it } from 'vitest';
import { dobRelation, dobVariants, scoreDuplicate } from './duplicate-scoring.ts';
import { areNicknames, nameForms } from './nicknames.ts';

describe('duplicate scoring', () => {
  it('lists the date itself, real one-digit changes and the day/month swap', () => {
    const variants = dobVariants('1971-09-05');
    expect(variants).toEqual(
      expect.arrayContaining(['1971-09-05', '1971-05-09', '1971-09-06', '1981-09-05']),
    );
    expect(variants).not.toContain('1971-19-05');
    expect(variants.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  });

  it('names how two dates of birth relate', () => {
    expect(dobRelation('1971-09-05', '1971-09-05')).toBe('same');
    expect(dobRelation('1971-09-05', '1971-05-09')).toBe('day-month-swapped');
    expect(dobRelation('1971-09-05', '1971-09-08')).toBe('one-digit');
    expect(dobRelation('1971-09-05', '1971-03-22')).toBe('same-year');
    expect(dobRelation('1971-09-05', '1980-03-22')).toBe('different');
  });

  it('knows nicknames both ways, but not a name as its own nickname', () => {
    expect(areNicknames('Bill', 'William')).toBe(true);
    expect(areNicknames('katherine', 'KATIE')).toBe(true);
    expect(areNicknames('Liz', 'Molly')).toBe(false);
    expect(areNicknames('Mary', 'Mary')).toBe(false);
    expect(nameForms('Zebulon')).toEqual(['zebulon']);
  });

  it('needs a close date of birth: the same names born years apart are not reported', () => {
    const names = {
      first: { typed: 'John', stored: 'John', similarity: 1, distance: 0, soundsAlike: true },
      last: { typed: 'Smith', stored: 'Smith', similarity: 1, distance: 0, soundsAlike: true },
    };
    expect(scoreDuplicate({ ...names, dob: { typed: '1980-01-01', stored: '1955-06-30' } })).toBeNull();
    expect(scoreDuplicate({ ...names, dob: { typed: '1980-01-01', stored: '1980-01-01' } })?.score).toBe(1);
  });
});
