import { SCHEDULE_DISPLAY_TEMPLATE } from '../constants.ts';

export type ScheduleParts = {
  /** Shown as given, e.g. "Mon-Fri". */
  byDay: string;
  /** 24-hour "HH:MM" (seconds, as databases return them, are ignored). */
  opensAt: string;
  /** At or before `opensAt`: the closing time on the next day (see `closesNextDay`). */
  closesAt: string;
};

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** "17:30" → 1050 minutes after midnight; null for anything that is not a 24-hour time. */
export function minutesOfDay(hhmm: string): number | null {
  const match = TIME_OF_DAY.exec(hhmm.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * Hours that run past midnight: a closing time at or before the opening time is on the next day ("20:00" to
 * "02:00" is 8 PM to 2 AM; the same time twice is 24 hours). False when either is not a time.
 */
export function closesNextDay(opensAt: string, closesAt: string): boolean {
  const opens = minutesOfDay(opensAt);
  const closes = minutesOfDay(closesAt);
  return opens !== null && closes !== null && closes <= opens;
}

/**
 * "09:00" → "9:00 AM", "00:30" → "12:30 AM", "13:05" → "1:05 PM". A value that is not a 24-hour time is returned
 * unchanged, so a display never throws over bad data.
 */
export function formatTimeOfDay(hhmm: string): string {
  const minutes = minutesOfDay(hhmm);
  if (minutes === null) return hhmm;
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Said instead of the two times when the hours run from midnight to midnight. */
export const OPEN_ALL_DAY = 'Open 24 hours';

/**
 * The two times as a reader needs them: a closing time on the next day says so ("2:00 AM (next day)"), except
 * midnight, which already ends the day ("8:00 PM to midnight").
 */
function shownTimes(opensAt: string, closesAt: string): { opensAt: string; closesAt: string } {
  const opens = formatTimeOfDay(opensAt);
  if (!closesNextDay(opensAt, closesAt)) return { opensAt: opens, closesAt: formatTimeOfDay(closesAt) };
  if (minutesOfDay(closesAt) === 0) return { opensAt: opens, closesAt: 'midnight' };
  return { opensAt: opens, closesAt: `${formatTimeOfDay(closesAt)} (next day)` };
}

/**
 * Fills "[byDay] - [opensAt] to [closesAt]", e.g. "Mon-Fri - 9:00 AM to 5:00 PM" or "Fri, Sat - 8:00 PM to 2:00 AM
 * (next day)". Midnight to midnight reads "Mon-Fri - Open 24 hours" (docs/decisions/025-overnight-hours.md).
 */
export function formatSchedule({ byDay, opensAt, closesAt }: ScheduleParts): string {
  if (minutesOfDay(opensAt) === 0 && minutesOfDay(closesAt) === 0) return `${byDay} - ${OPEN_ALL_DAY}`;
  const filled: Record<string, string> = { byDay, ...shownTimes(opensAt, closesAt) };
  // One pass, so a value that itself contains "[opensAt]" is never substituted again.
  return SCHEDULE_DISPLAY_TEMPLATE.replace(/\[(\w+)\]/g, (slot, name: string) => filled[name] ?? slot);
}
