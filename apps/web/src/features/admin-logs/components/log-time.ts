import { DEFAULT_TIME_ZONE, zonedParts, type ZonedStyle } from '@casework/contract';

/** The organisation's time zone: log times and day boundaries are read in it (ARCHITECTURE §4). */
export const LOG_TIME_ZONE = DEFAULT_TIME_ZONE;
const DAY_MS = 86_400_000;

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'dayPeriod';
const clock = (hour12: boolean): ZonedStyle => ({
  name: hour12 ? 'log-time-12' : 'log-time-24',
  options: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: hour12 ? 'numeric' : '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: hour12 ? 'h12' : 'h23',
  },
});
const CLOCK_12 = clock(true);
const CLOCK_24 = clock(false);
const partsIn = (instant: number, timeZone: string, hour12: boolean) =>
  zonedParts<Part>(instant, timeZone, hour12 ? CLOCK_12 : CLOCK_24);

/** "MM/DD/YYYY h:mm a" in the organisation's time zone, e.g. "03/04/2025 2:05 pm". */
export function formatLogTime(iso: string, timeZone = LOG_TIME_ZONE): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const p = partsIn(instant, timeZone, true);
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod.toLowerCase()}`;
}

/** Today's calendar date (YYYY-MM-DD) in the time zone. */
export function todayIn(timeZone = LOG_TIME_ZONE, now = Date.now()): string {
  const p = partsIn(now, timeZone, false);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone, false);
  const hour = p.hour === '24' ? 0 : Number(p.hour);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant (ISO 8601, UTC) a calendar day begins in the time zone; right on daylight-saving days too. */
export function startOfDay(date: string, timeZone = LOG_TIME_ZONE): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  let instant = midnightUtc - offsetAt(midnightUtc, timeZone);
  const corrected = midnightUtc - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant).toISOString();
}

/** "YYYY-MM-DD" → "MM/DD/YYYY". */
export function displayDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}
