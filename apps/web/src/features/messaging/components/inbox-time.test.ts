import { describe, expect, it } from 'vitest';
import { formatFullDate, formatRelativeTime, formatWaitingDuration } from './inbox-time.ts';

// 2025-03-05 12:00 in Anchorage (AKST, UTC-9) is 21:00 UTC, a Wednesday.
const NOW = Date.parse('2025-03-05T21:00:00.000Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2025-03-05T20:59:30.000Z', 'just now'],
    ['2025-03-05T20:48:00.000Z', '12 min ago'],
    ['2025-03-05T17:30:00.000Z', '3 h ago'],
    // 23:30 UTC on the 4th is 14:30 on the 4th in Anchorage: yesterday there, though "today" in UTC terms.
    ['2025-03-04T23:30:00.000Z', 'yesterday'],
    // 08:00 UTC on the 5th is still the 4th (23:00) in Anchorage.
    ['2025-03-05T08:00:00.000Z', 'yesterday'],
    ['2025-03-02T20:00:00.000Z', 'Sunday'],
    ['2025-02-10T20:00:00.000Z', 'Feb 10'],
    ['2024-12-10T20:00:00.000Z', 'Dec 10, 2024'],
  ])('shows %s as "%s"', (iso, expected) => {
    expect(formatRelativeTime(iso, NOW)).toBe(expected);
  });

  it('gives back what it cannot read', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('not a date');
  });
});

describe('formatFullDate', () => {
  it('names the day, the date, the time and the zone', () => {
    expect(formatFullDate('2025-03-05T21:05:00.000Z')).toBe('Wednesday, March 5, 2025 at 12:05 PM AKST');
  });
});

describe('formatWaitingDuration', () => {
  it.each([
    ['2025-03-05T20:59:30.000Z', 'under a minute'],
    ['2025-03-05T20:48:00.000Z', '12 min'],
    ['2025-03-05T17:40:00.000Z', '3 h 20 min'],
    ['2025-03-05T18:00:00.000Z', '3 h'],
    ['2025-03-03T17:00:00.000Z', '2 days 4 h'],
    ['2025-02-26T21:00:00.000Z', '7 days'],
    ['2025-03-06T21:00:00.000Z', 'under a minute'],
  ])('since %s: %s', (since, expected) => {
    expect(formatWaitingDuration(since, NOW)).toBe(expected);
  });
});
