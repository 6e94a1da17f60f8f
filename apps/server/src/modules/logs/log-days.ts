/** Calendar days in a time zone (the organisation's, America/Anchorage by default), for the per-day log chart. */

import { zonedParts, type ZonedStyle } from '@casework/contract';

const DAY_MS = 86_400_000;

const LOG_TIME: ZonedStyle = {
  name: 'log-time',
  options: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
};
const partsIn = (instant: Date, timeZone: string) =>
  zonedParts<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'timeZoneName'>(
    instant,
    timeZone,
    LOG_TIME,
  );

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "MM/DD/YYYY HH:mm:ss AKST": how a time reads on screen and in exports. */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}:${p.second} ${p.timeZoneName}`;
}

/** A YYYY-MM-DD day moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD day to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Offset of a time zone from UTC at an instant, in milliseconds (AKST: -9 h, AKDT: -8 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day begins in a time zone (local midnight; correct on DST-change days). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  let instant = midnightUtc - offsetAt(midnightUtc, timeZone);
  // Once more with the offset in force at the first guess, in case a DST change lies between the two.
  instant = midnightUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** Every day from `first` to `last`, both included. */
export function eachDay(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
