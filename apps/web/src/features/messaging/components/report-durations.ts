import { formatDuration } from './format-duration.ts';

/**
 * A duration of the open-threads report in words a person reads at a glance: "under a minute", "12 min",
 * "3 h 20 min", "2 days 4 h"; "no data" when nothing was measured (null).
 */
export function formatReportDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'no data';
  return formatDuration(seconds * 1000);
}

/** "Mar 3" for a report bucket's YYYY-MM-DD (a calendar date: no time zone shifts it). */
export function formatBucketDate(date: string, withYear = false): string {
  const instant = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(instant)) return date;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(instant);
}
