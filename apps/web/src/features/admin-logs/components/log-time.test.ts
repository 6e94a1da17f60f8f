import { describe, expect, it } from 'vitest';
import { displayDate, formatLogTime, startOfDay, todayIn } from './log-time.ts';

describe('log times in Anchorage', () => {
  it('shows MM/DD/YYYY h:mm a in Alaska time, winter and summer', () => {
    expect(formatLogTime('2025-01-15T23:05:00Z')).toBe('01/15/2025 2:05 pm');
    expect(formatLogTime('2025-07-01T08:30:00Z')).toBe('07/01/2025 12:30 am');
    expect(formatLogTime('2025-07-01T20:00:00Z')).toBe('07/01/2025 12:00 pm');
  });

  it('knows which day it is in Anchorage, not in UTC', () => {
    expect(todayIn(undefined, Date.parse('2025-03-02T05:00:00Z'))).toBe('2025-03-01');
    expect(todayIn(undefined, Date.parse('2025-03-02T10:00:00Z'))).toBe('2025-03-02');
  });

  it('starts a day at local midnight, with the offset in force that day (AKST -9, AKDT -8)', () => {
    expect(startOfDay('2025-01-15')).toBe('2025-01-15T09:00:00.000Z');
    expect(startOfDay('2025-07-01')).toBe('2025-07-01T08:00:00.000Z');
    // Daylight saving begins on 03/09/2025 at 2 am: that day still starts at -9.
    expect(startOfDay('2025-03-09')).toBe('2025-03-09T09:00:00.000Z');
    expect(startOfDay('2025-03-10')).toBe('2025-03-10T08:00:00.000Z');
    expect(startOfDay('2025-11-02')).toBe('2025-11-02T08:00:00.000Z');
    expect(startOfDay('2025-11-03')).toBe('2025-11-03T09:00:00.000Z');
  });

  it('shows a date as MM/DD/YYYY', () => {
    expect(displayDate('2025-03-01')).toBe('03/01/2025');
  });
});
