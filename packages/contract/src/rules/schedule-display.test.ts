import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { closesNextDay, formatSchedule, formatTimeOfDay } from './schedule-display.ts';

describe('formatTimeOfDay', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:00', '9:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['13:05', '1:05 PM'],
    ['23:59', '11:59 PM'],
    ['17:00:00', '5:00 PM'],
  ])('renders %s as %s', (input, expected) => {
    expect(formatTimeOfDay(input)).toBe(expected);
  });

  it('returns anything that is not a 24-hour time unchanged', () => {
    expect(formatTimeOfDay('24:00')).toBe('24:00');
    expect(formatTimeOfDay('12:60')).toBe('12:60');
    expect(formatTimeOfDay('noon')).toBe('noon');
    expect(formatTimeOfDay('')).toBe('');
  });

  it('keeps the minutes and gives an hour from 1 to 12 for every time of day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const mm = String(m).padStart(2, '0');
        const shown = formatTimeOfDay(`${String(h).padStart(2, '0')}:${mm}`);
        const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(shown);
        expect(match).not.toBeNull();
        const hour12 = Number(match?.[1]);
        expect(hour12).toBeGreaterThanOrEqual(1);
        expect(hour12).toBeLessThanOrEqual(12);
        expect(match?.[2]).toBe(mm);
        expect(match?.[3]).toBe(h < 12 ? 'AM' : 'PM');
        expect((hour12 % 12) + (h < 12 ? 0 : 12)).toBe(h);
      }),
    );
  });
});

describe('formatSchedule', () => {
  it('fills the template with the days and 12-hour times', () => {
    expect(formatSchedule({ byDay: 'Mon-Fri', opensAt: '09:00', closesAt: '17:00' })).toBe(
      'Mon-Fri - 9:00 AM to 5:00 PM',
    );
  });

  it('shows the days exactly as given', () => {
    expect(formatSchedule({ byDay: 'Sat & Sun', opensAt: '10:30', closesAt: '14:15' })).toBe(
      'Sat & Sun - 10:30 AM to 2:15 PM',
    );
  });

  it('does not substitute placeholders that appear inside the values', () => {
    expect(formatSchedule({ byDay: '[opensAt]', opensAt: '08:00', closesAt: '12:00' })).toBe(
      '[opensAt] - 8:00 AM to 12:00 PM',
    );
  });
});

describe('hours past midnight', () => {
  it('reads a closing time at or before the opening time as the next day', () => {
    expect(closesNextDay('20:00', '02:00')).toBe(true);
    expect(closesNextDay('20:00:00', '00:00:00')).toBe(true);
    expect(closesNextDay('08:00', '08:00')).toBe(true);
    expect(closesNextDay('09:00', '17:00')).toBe(false);
    expect(closesNextDay('09:00', 'noon')).toBe(false);
  });

  it('says that the closing time is on the next day', () => {
    expect(formatSchedule({ byDay: 'Fri, Sat', opensAt: '20:00', closesAt: '02:00' })).toBe(
      'Fri, Sat - 8:00 PM to 2:00 AM (next day)',
    );
    expect(formatSchedule({ byDay: 'Mon', opensAt: '08:00', closesAt: '08:00' })).toBe(
      'Mon - 8:00 AM to 8:00 AM (next day)',
    );
  });

  it('says midnight for hours that end the day, and "Open 24 hours" from midnight to midnight', () => {
    expect(formatSchedule({ byDay: 'Mon-Fri', opensAt: '18:00', closesAt: '00:00' })).toBe(
      'Mon-Fri - 6:00 PM to midnight',
    );
    expect(formatSchedule({ byDay: 'Every day', opensAt: '00:00:00', closesAt: '00:00:00' })).toBe(
      'Every day - Open 24 hours',
    );
  });
});
