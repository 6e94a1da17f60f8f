import { describe, expect, it } from 'vitest';
import { formatBucketDate, formatReportDuration } from './report-durations.ts';

describe('formatReportDuration', () => {
  it.each([
    [null, 'no data'],
    [0, 'under a minute'],
    [59, 'under a minute'],
    [60, '1 min'],
    [59 * 60 + 59, '59 min'],
    [3600, '1 h'],
    [3 * 3600 + 20 * 60 + 5, '3 h 20 min'],
    [47 * 3600 + 59 * 60, '47 h 59 min'],
    [48 * 3600, '2 days'],
    [2 * 86400 + 4 * 3600 + 30 * 60, '2 days 4 h'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(formatReportDuration(seconds)).toBe(text);
  });
});

describe('formatBucketDate', () => {
  it('shows the calendar date as it is, whatever the browser time zone', () => {
    expect(formatBucketDate('2030-03-03')).toBe('Mar 3');
    expect(formatBucketDate('2030-12-31', true)).toBe('Dec 31, 2030');
    expect(formatBucketDate('not a date')).toBe('not a date');
  });
});
