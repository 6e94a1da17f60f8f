import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, eachDay, localDateOf, localDateTimeOf, startOfLocalDay } from './log-days.ts';

const AK = 'America/Anchorage';

describe('days in the organisation time zone', () => {
  it('local midnight is 09:00 UTC in winter (AKST) and 08:00 UTC in summer (AKDT), also on DST-change days', () => {
    expect(startOfLocalDay('2024-01-15', AK).toISOString()).toBe('2024-01-15T09:00:00.000Z');
    expect(startOfLocalDay('2024-07-04', AK).toISOString()).toBe('2024-07-04T08:00:00.000Z');
    // 2024-03-10: clocks go forward at 02:00, after midnight; 2024-11-03: back at 02:00.
    expect(startOfLocalDay('2024-03-10', AK).toISOString()).toBe('2024-03-10T09:00:00.000Z');
    expect(startOfLocalDay('2024-03-11', AK).toISOString()).toBe('2024-03-11T08:00:00.000Z');
    expect(startOfLocalDay('2024-11-03', AK).toISOString()).toBe('2024-11-03T08:00:00.000Z');
    expect(startOfLocalDay('2024-11-04', AK).toISOString()).toBe('2024-11-04T09:00:00.000Z');
  });

  it('names the local day of an instant', () => {
    expect(localDateOf(new Date('2024-03-10T08:59:59Z'), AK)).toBe('2024-03-09');
    expect(localDateOf(new Date('2024-03-10T09:00:00Z'), AK)).toBe('2024-03-10');
    expect(localDateOf(new Date('2024-03-11T07:59:59Z'), AK)).toBe('2024-03-10');
    expect(localDateOf(new Date('2024-03-11T08:00:00Z'), AK)).toBe('2024-03-11');
    expect(localDateTimeOf(new Date('2024-03-11T08:00:00Z'), AK)).toBe('03/11/2024 00:00:00 AKDT');
    expect(localDateTimeOf(new Date('2024-01-02T03:04:05Z'), AK)).toBe('01/01/2024 18:04:05 AKST');
  });

  it('counts and lists calendar days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(eachDay('2024-03-09', '2024-03-11')).toEqual(['2024-03-09', '2024-03-10', '2024-03-11']);
  });
});
