/**
 * Calendar days (YYYY-MM-DD) and where they begin in a time zone: the server groups log rows by the organisation's
 * day and the admin-logs screen turns a chosen day into the instant its filter starts at, and both must agree on
 * every day of the year, daylight-saving changes included.
 */
import { zonedParts, type ZonedStyle } from './zoned-time.ts';

const DAY_MS = 86_400_000;

/** A 24-hour clock to the second with the date, as digits: the parts day arithmetic and log times are read from. */
export const WALL_CLOCK_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
const WALL_CLOCK: ZonedStyle = { name: 'calendar-wall-clock', options: WALL_CLOCK_OPTIONS };
const wallClock = (instant: Date | number, timeZone: string) =>
  zonedParts<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'>(instant, timeZone, WALL_CLOCK);

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDateOf(instant: Date | number, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD day to another (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every day from `first` to `last`, both included (none when `last` is earlier). */
export function eachDay(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Offset of a time zone from UTC at an instant, in milliseconds (AKST: -9 h, AKDT: -8 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  // Some engines have written midnight as hour 24 even with hourCycle h23.
  const hour = p.hour === '24' ? 0 : Number(p.hour);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day begins in a time zone: local midnight, or where a change of offset skips midnight (as
 * Santiago's spring change does), the first instant the clocks show that day. The offsets in force a day either side
 * of midnight UTC are the only ones the day can begin in (zones change offset at most once in two days); each gives
 * a candidate, and the day begins at the earliest candidate that falls on it.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const before = offsetAt(midnightUtc - DAY_MS, timeZone);
  const after = offsetAt(midnightUtc + DAY_MS, timeZone);
  if (before === after) return new Date(midnightUtc - before);
  const onTheDay = [midnightUtc - before, midnightUtc - after].filter(
    (t) => localDateOf(t, timeZone) === date,
  );
  // No candidate on the day: the zone skipped it (Apia went from 12/29/2011 to 12/31/2011), and its empty span
  // begins where the next day begins.
  return onTheDay.length > 0 ? new Date(Math.min(...onTheDay)) : startOfLocalDay(addDays(date, 1), timeZone);
}
