import { describe, expect, it } from 'vitest';
import { formatByDay, isOpenAt, localMoment, scheduleDisplay } from './service-hours.ts';

const ANCHORAGE = 'America/Anchorage';
/** Wednesday 2026-11-18 10:30 in Anchorage (UTC-9 in November). */
const WEDNESDAY_MORNING = new Date('2026-11-18T19:30:00Z');

describe('formatByDay', () => {
  it('says runs of three or more days as a range, Monday first', () => {
    expect(formatByDay(['FR', 'MO', 'TU', 'WE', 'TH'])).toBe('Mon-Fri');
    expect(formatByDay(['MO', 'WE', 'FR'])).toBe('Mon, Wed, Fri');
    expect(formatByDay(['SA', 'SU'])).toBe('Sat, Sun');
    expect(formatByDay(['MO', 'TU', 'WE', 'FR', 'SA', 'SU'])).toBe('Mon-Wed, Fri-Sun');
  });

  it('says every day for all seven and ignores unknown or repeated codes', () => {
    expect(formatByDay(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'])).toBe('Every day');
    expect(formatByDay(['MO', 'MO', 'XX'])).toBe('Mon');
  });
});

describe('scheduleDisplay', () => {
  it('fills the SPEC §3 template "[byDay] - [opensAt] to [closesAt]"', () => {
    expect(
      scheduleDisplay({ byDay: ['MO', 'TU', 'WE', 'TH', 'FR'], opensAt: '08:00', closesAt: '17:30' }),
    ).toBe('Mon-Fri - 8:00 AM to 5:30 PM');
  });
});

describe('open now', () => {
  it('reads the weekday, time and date in the organisation time zone', () => {
    expect(localMoment(WEDNESDAY_MORNING, ANCHORAGE)).toEqual({
      day: 'WE',
      time: '10:30',
      date: '2026-11-18',
    });
    // The same instant is already Thursday in UTC+14.
    expect(localMoment(WEDNESDAY_MORNING, 'Pacific/Kiritimati').day).toBe('TH');
  });

  it('answers each zone in its own time when zones alternate, and refuses an unknown zone every time', () => {
    const later = new Date(WEDNESDAY_MORNING.getTime() + 90 * 60_000);
    for (let i = 0; i < 2; i++) {
      expect(localMoment(WEDNESDAY_MORNING, ANCHORAGE).time).toBe('10:30');
      expect(localMoment(WEDNESDAY_MORNING, 'Pacific/Kiritimati').day).toBe('TH');
      expect(localMoment(later, ANCHORAGE)).toEqual({ day: 'WE', time: '12:00', date: '2026-11-18' });
      expect(() => localMoment(WEDNESDAY_MORNING, 'Not/AZone')).toThrow(RangeError);
    }
    // The answer for the last instant is kept for the next caller, so no caller may change it.
    const kept = localMoment(later, ANCHORAGE);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(localMoment(new Date(later.getTime()), ANCHORAGE)).toBe(kept);
  });

  it('is open inside the hours on a listed day, closed at closing time and on other days', () => {
    const weekdays = { byDay: ['MO', 'TU', 'WE', 'TH', 'FR'], opensAt: '08:00', closesAt: '17:00' };
    expect(isOpenAt([weekdays], WEDNESDAY_MORNING, ANCHORAGE)).toBe(true);
    expect(isOpenAt([{ ...weekdays, closesAt: '10:30' }], WEDNESDAY_MORNING, ANCHORAGE)).toBe(false);
    expect(isOpenAt([{ ...weekdays, byDay: ['SA'] }], WEDNESDAY_MORNING, ANCHORAGE)).toBe(false);
  });

  it('respects the valid-from and valid-to dates and says null when there is no schedule', () => {
    const always = { byDay: ['WE'], opensAt: '00:00', closesAt: '23:59' };
    expect(isOpenAt([{ ...always, validTo: '2026-11-17' }], WEDNESDAY_MORNING, ANCHORAGE)).toBe(false);
    expect(isOpenAt([{ ...always, validFrom: '2026-11-19' }], WEDNESDAY_MORNING, ANCHORAGE)).toBe(false);
    expect(
      isOpenAt([{ ...always, validFrom: '2026-11-18', validTo: '2026-11-18' }], WEDNESDAY_MORNING, ANCHORAGE),
    ).toBe(true);
    expect(isOpenAt([], WEDNESDAY_MORNING, ANCHORAGE)).toBeNull();
  });

  it('accepts times with seconds as databases return them', () => {
    expect(
      isOpenAt([{ byDay: ['WE'], opensAt: '10:00:00', closesAt: '11:00:00' }], WEDNESDAY_MORNING, ANCHORAGE),
    ).toBe(true);
  });
});
