import { describe, expect, it } from 'vitest';
import {
  dayBefore,
  formatByDay,
  isOpenAt,
  isServiceOpenAt,
  localMoment,
  scheduleDisplay,
} from './service-hours.ts';

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

  it('calls only an active service open or closed: any other status answers null, hours or not', () => {
    const weekdays = { byDay: ['MO', 'TU', 'WE', 'TH', 'FR'], opensAt: '08:00', closesAt: '17:00' };
    const openNow = (status: string) => isServiceOpenAt({ status }, [weekdays], WEDNESDAY_MORNING, ANCHORAGE);
    expect(openNow('active')).toBe(true);
    expect(['inactive', 'temporarily closed', 'defunct'].map(openNow)).toEqual([null, null, null]);
    expect(isServiceOpenAt({ status: 'active' }, [], WEDNESDAY_MORNING, ANCHORAGE)).toBeNull();
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

  it('keeps hours that run past midnight open until they close on the next day', () => {
    // Friday and Saturday nights, 8 PM to 2 AM.
    const nights = { byDay: ['FR', 'SA'], opensAt: '20:00', closesAt: '02:00' };
    const at = (iso: string) => isOpenAt([nights], new Date(iso), ANCHORAGE);
    expect(at('2026-11-21T04:59:00Z')).toBe(false); // Fri 7:59 PM
    expect(at('2026-11-21T05:00:00Z')).toBe(true); // Fri 8:00 PM
    expect(at('2026-11-21T10:30:00Z')).toBe(true); // Sat 1:30 AM, from Friday night
    expect(at('2026-11-21T11:00:00Z')).toBe(false); // Sat 2:00 AM: closed
    expect(at('2026-11-22T10:59:00Z')).toBe(true); // Sun 1:59 AM, from Saturday night
    expect(at('2026-11-23T10:00:00Z')).toBe(false); // Mon 1:00 AM: Sunday night is not listed
    expect(at('2026-11-20T10:00:00Z')).toBe(false); // Fri 1:00 AM: Thursday night is not listed
  });

  it('reads the dates of overnight hours by the day they opened, and the same time twice as 24 hours', () => {
    const thursdayNight = { byDay: ['TH'], opensAt: '22:00', closesAt: '06:00' };
    const fridayEarly = new Date('2026-11-20T12:00:00Z'); // Fri 3:00 AM
    expect(isOpenAt([{ ...thursdayNight, validTo: '2026-11-19' }], fridayEarly, ANCHORAGE)).toBe(true);
    expect(isOpenAt([{ ...thursdayNight, validFrom: '2026-11-20' }], fridayEarly, ANCHORAGE)).toBe(false);
    const allDay = { byDay: ['WE'], opensAt: '00:00', closesAt: '00:00' };
    expect(isOpenAt([allDay], new Date('2026-11-18T09:00:00Z'), ANCHORAGE)).toBe(true); // Wed 12:00 AM
    expect(isOpenAt([allDay], new Date('2026-11-19T08:59:00Z'), ANCHORAGE)).toBe(true); // Wed 11:59 PM
    expect(isOpenAt([allDay], new Date('2026-11-19T09:00:00Z'), ANCHORAGE)).toBe(false); // Thu 12:00 AM
  });

  it('finds the weekday and date before a moment across a month, a year and Monday', () => {
    expect(dayBefore({ day: 'MO', time: '01:00', date: '2027-03-01' })).toEqual({
      day: 'SU',
      date: '2027-02-28',
    });
    expect(dayBefore({ day: 'FR', time: '01:00', date: '2027-01-01' })).toEqual({
      day: 'TH',
      date: '2026-12-31',
    });
  });

  it('accepts times with seconds as databases return them', () => {
    expect(
      isOpenAt([{ byDay: ['WE'], opensAt: '10:00:00', closesAt: '11:00:00' }], WEDNESDAY_MORNING, ANCHORAGE),
    ).toBe(true);
  });
});
