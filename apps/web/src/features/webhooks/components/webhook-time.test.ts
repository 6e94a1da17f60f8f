import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatRelative } from './webhook-time.ts';

const NOW = Date.parse('2026-03-04T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('webhook times', () => {
  it('says how long ago or how soon, in the largest fitting unit', () => {
    expect(formatRelative(at(-3_000), NOW)).toBe('now');
    expect(formatRelative(at(-30_000), NOW)).toBe('30 seconds ago');
    expect(formatRelative(at(-2 * 60_000), NOW)).toBe('2 minutes ago');
    expect(formatRelative(at(4 * 60_000), NOW)).toBe('in 4 minutes');
    expect(formatRelative(at(-3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(formatRelative(at(-24 * 3_600_000), NOW)).toBe('yesterday');
    expect(formatRelative(at(3 * 24 * 3_600_000), NOW)).toBe('in 3 days');
    expect(formatRelative('not a date', NOW)).toBe('not a date');
  });

  it('gives durations in ms below a second, else in seconds', () => {
    expect(formatDuration(340)).toBe('340 ms');
    expect(formatDuration(1240)).toBe('1.2 s');
  });

  it('shows an attempt on the organisation’s clock, as the admin logs do, with seconds and the zone', () => {
    // 22:05:09 UTC: 1:05:09 PM in Anchorage in winter, whatever the browser's zone (the tests run in UTC).
    expect(formatDateTime('2026-03-04T22:05:09.000Z')).toBe('03/04/2026 1:05:09 PM AKST');
    expect(formatDateTime('2026-07-04T22:05:09.000Z')).toBe('07/04/2026 2:05:09 PM AKDT');
  });
});
