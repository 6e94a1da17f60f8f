import { formatOrganisationTime } from '../../../platform/ui/organisation-time.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * "03/04/2026 2:05:09 PM AKST": the organisation's clock, as the admin logs show times, with the seconds (attempts
 * can be seconds apart) and the zone; the text as given when it is not a date.
 */
export function formatDateTime(iso: string): string {
  return formatOrganisationTime(iso, { seconds: true });
}

/** "now", "12 seconds ago", "3 minutes ago", "in 2 hours", "yesterday", "in 3 days". */
export function formatRelative(iso: string, now = Date.now()): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const diff = instant - now;
  const size = Math.abs(diff);
  if (size < 10 * SECOND) return relative.format(0, 'second');
  if (size < MINUTE) return relative.format(Math.round(diff / SECOND), 'second');
  if (size < HOUR) return relative.format(Math.round(diff / MINUTE), 'minute');
  if (size < DAY) return relative.format(Math.round(diff / HOUR), 'hour');
  return relative.format(Math.round(diff / DAY), 'day');
}

/** "1.2 s" or "340 ms". */
export function formatDuration(ms: number): string {
  return ms < SECOND ? `${ms} ms` : `${(ms / SECOND).toFixed(1)} s`;
}
