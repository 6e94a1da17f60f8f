import { DEFAULT_TIME_ZONE } from '@casework/contract';
import { useEffect, useState } from 'react';
import { DAY, formatDuration, HOUR, MINUTE } from './format-duration.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

/** YYYY-MM-DD of the instant in the time zone, to tell "today" and "yesterday" by the organisation's clock. */
function dayOf(instant: number, timeZone: string): string {
  return formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** "Monday, March 3, 2025 at 2:05 PM AKST": the full date for a title or a screen reader. */
export function formatFullDate(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return formatter(timeZone, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/**
 * A short time for a list row: "just now", "12 min ago", "3 h ago" (today), "yesterday", the weekday within a week,
 * then "Mar 3" (this year) or "Mar 3, 2024". Days are the organisation's (ARCHITECTURE §4: time zone).
 */
export function formatRelativeTime(iso: string, now = Date.now(), timeZone = DEFAULT_TIME_ZONE): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const ago = now - instant;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  const today = dayOf(now, timeZone);
  const day = dayOf(instant, timeZone);
  if (day === today) return `${Math.floor(ago / HOUR)} h ago`;
  if (day === dayOf(now - DAY, timeZone)) return 'yesterday';
  if (ago < 6 * DAY) return formatter(timeZone, { weekday: 'long' }).format(instant);
  const sameYear =
    formatter(timeZone, { year: 'numeric' }).format(instant) ===
    formatter(timeZone, { year: 'numeric' }).format(now);
  return formatter(
    timeZone,
    sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' },
  ).format(instant);
}

/** How long someone has waited: "under a minute", "12 min", "3 h 20 min", "2 days 4 h". */
export function formatWaitingDuration(sinceIso: string, now = Date.now()): string {
  const since = Date.parse(sinceIso);
  return formatDuration(Number.isNaN(since) ? 0 : now - since);
}

/** The current time, renewed every `intervalMs`, so relative times and waiting times stay true on an open screen. */
export function useNow(intervalMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
