import { SCHEDULE_DISPLAY_TEMPLATE } from '../constants.ts';

export type ScheduleParts = {
  /** Shown as given, e.g. "Mon-Fri". */
  byDay: string;
  /** 24-hour "HH:MM" (seconds, as databases return them, are ignored). */
  opensAt: string;
  closesAt: string;
};

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * "09:00" → "9:00 AM", "00:30" → "12:30 AM", "13:05" → "1:05 PM". A value that is not a 24-hour time is returned
 * unchanged, so a display never throws over bad data.
 */
export function formatTimeOfDay(hhmm: string): string {
  const match = TIME_OF_DAY.exec(hhmm.trim());
  if (!match) return hhmm;
  const [, hoursText = '', minutes = ''] = match;
  const hours = Number(hoursText);
  if (hours > 23 || Number(minutes) > 59) return hhmm;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Fills "[byDay] - [opensAt] to [closesAt]", e.g. "Mon-Fri - 9:00 AM to 5:00 PM". */
export function formatSchedule({ byDay, opensAt, closesAt }: ScheduleParts): string {
  const filled: Record<string, string> = {
    byDay,
    opensAt: formatTimeOfDay(opensAt),
    closesAt: formatTimeOfDay(closesAt),
  };
  // One pass, so a value that itself contains "[opensAt]" is never substituted again.
  return SCHEDULE_DISPLAY_TEMPLATE.replace(/\[(\w+)\]/g, (slot, name: string) => filled[name] ?? slot);
}
