import { describe, expect, it } from 'vitest';
import { formatDuration, formatRelative, startOfBrowserDay } from './webhook-time.ts';

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

  it('turns a calendar day into the instant it starts in the browser time zone', () => {
    expect(new Date(startOfBrowserDay('2026-03-01')).getDate()).toBe(1);
    expect(new Date(startOfBrowserDay('2026-03-01')).getHours()).toBe(0);
  });
});
