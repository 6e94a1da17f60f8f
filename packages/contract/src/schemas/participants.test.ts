import { describe, expect, it } from 'vitest';
import {
  CreateParticipantBody,
  ListParticipantsQuery,
  UpdateParticipantBody,
  dateOfBirthProblem,
  latestTodayOnEarth,
} from './participants.ts';

describe('dateOfBirthProblem', () => {
  const today = '2026-12-01';

  it('accepts today and any day back to 1 January of the year 130 years ago', () => {
    expect(dateOfBirthProblem('2026-12-01', today)).toBeNull();
    expect(dateOfBirthProblem('1988-04-12', today)).toBeNull();
    expect(dateOfBirthProblem('1896-01-01', today)).toBeNull();
  });

  it('refuses a day after today, and a day before the earliest year, saying which', () => {
    expect(dateOfBirthProblem('2026-12-02', today)).toBe('Date of birth cannot be in the future');
    expect(dateOfBirthProblem('2090-01-01', today)).toBe('Date of birth cannot be in the future');
    expect(dateOfBirthProblem('1895-12-31', today)).toBe('Date of birth must be in 1896 or later');
    expect(dateOfBirthProblem('1800-01-01', today)).toBe('Date of birth must be in 1896 or later');
  });
});

describe('latestTodayOnEarth', () => {
  it('is the date where the day begins first (UTC+14), so a birth today anywhere counts as today', () => {
    expect(latestTodayOnEarth(Date.parse('2026-12-01T09:00:00Z'))).toBe('2026-12-01');
    expect(latestTodayOnEarth(Date.parse('2026-12-01T10:00:00Z'))).toBe('2026-12-02');
  });
});

describe('date of birth on participant records', () => {
  const person = { firstName: 'Nora', lastName: 'Kalmakoff' };

  it('is refused when impossible on create and update, with the message at dob', () => {
    const created = CreateParticipantBody.safeParse({ ...person, dob: '2090-01-01' });
    expect(created.success).toBe(false);
    expect(created.error?.issues).toEqual([
      expect.objectContaining({ path: ['dob'], message: 'Date of birth cannot be in the future' }),
    ]);
    const updated = UpdateParticipantBody.safeParse({ dob: '1800-01-01' });
    expect(updated.error?.issues).toEqual([
      expect.objectContaining({
        path: ['dob'],
        message: expect.stringMatching(/^Date of birth must be in \d{4} or later$/),
      }),
    ]);
  });

  it('gives one message for a date that is not real', () => {
    const result = CreateParticipantBody.safeParse({ ...person, dob: '1990-02-30' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Enter a real date as YYYY-MM-DD']);
  });

  it('does not limit the dates a search may look for', () => {
    expect(ListParticipantsQuery.safeParse({ dob: '2090-01-01' }).success).toBe(true);
  });
});

describe('ListParticipantsQuery', () => {
  it('takes a lone name (first or last) trimmed, as long as a first or last name may be', () => {
    expect(ListParticipantsQuery.parse({ name: '  Lena ' }).name).toBe('Lena');
    expect(ListParticipantsQuery.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
    const tooLong = ListParticipantsQuery.safeParse({ name: 'x'.repeat(101) });
    expect(tooLong.error?.issues.map((i) => i.path)).toEqual([['name']]);
  });
});
