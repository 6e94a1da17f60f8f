import { DEFAULT_TIME_ZONE, isValidIsoDate, localMoment } from '@casework/contract';

/** The report's default: the last 30 days, today included (the server's default too). */
export const DEFAULT_REPORT_DAYS = 30;
const DAY_MS = 86_400_000;

export interface DayRange {
  /** YYYY-MM-DD, organisation time zone. */
  start: string;
  end: string;
}

/** A YYYY-MM-DD date moved by whole calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The range the address asks for; a missing or unreadable date falls back to the last 30 days. */
export function reportRange(start: string | undefined, end: string | undefined, now = new Date()): DayRange {
  const today = localMoment(now, DEFAULT_TIME_ZONE).date;
  const last = end !== undefined && isValidIsoDate(end) ? end : today;
  const first =
    start !== undefined && isValidIsoDate(start) ? start : addDays(last, -(DEFAULT_REPORT_DAYS - 1));
  return { start: first, end: last };
}
