import {
  DEFAULT_TIME_ZONE,
  localDateOf,
  startOfLocalDay,
  zonedParts,
  type ZonedStyle,
} from '@casework/contract';

/** The organisation's time zone: log times and day boundaries are read in it (ARCHITECTURE §4). */
export const LOG_TIME_ZONE = DEFAULT_TIME_ZONE;

const CLOCK_12: ZonedStyle = {
  name: 'log-time-12',
  options: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  },
};

/** "MM/DD/YYYY h:mm a" in the organisation's time zone, e.g. "03/04/2025 2:05 pm". */
export function formatLogTime(iso: string, timeZone = LOG_TIME_ZONE): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const p = zonedParts<'year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod'>(
    instant,
    timeZone,
    CLOCK_12,
  );
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod.toLowerCase()}`;
}

/** Today's calendar date (YYYY-MM-DD) in the time zone. */
export function todayIn(timeZone = LOG_TIME_ZONE, now = Date.now()): string {
  return localDateOf(now, timeZone);
}

/** The instant (ISO 8601, UTC) a calendar day begins in the time zone; right on daylight-saving days too. */
export function startOfDay(date: string, timeZone = LOG_TIME_ZONE): string {
  return startOfLocalDay(date, timeZone).toISOString();
}

/** "YYYY-MM-DD" → "MM/DD/YYYY". */
export function displayDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}
