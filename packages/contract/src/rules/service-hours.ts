import { WEEKDAY_CODES, type WeekdayCode } from '../schemas/services.ts';
import { closesNextDay, formatSchedule, minutesOfDay } from './schedule-display.ts';
import { zonedParts, type ZonedStyle } from './zoned-time.ts';

const SHORT_NAMES: Record<WeekdayCode, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

/**
 * BYDAY codes as a reader says them: consecutive days (three or more) become a range, Monday first.
 * ["MO","TU","WE","TH","FR"] → "Mon-Fri"; ["MO","WE","FR"] → "Mon, Wed, Fri"; all seven → "Every day".
 */
export function formatByDay(days: readonly string[]): string {
  const indexes = [...new Set(days)]
    .map((d) => WEEKDAY_CODES.indexOf(d as WeekdayCode))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
  if (indexes.length === 7) return 'Every day';
  const runs: number[][] = [];
  for (const i of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  const name = (i: number) => SHORT_NAMES[WEEKDAY_CODES[i] ?? 'MO'];
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${name(run[0] ?? 0)}-${name(run.at(-1) ?? 0)}`] : run.map(name)))
    .join(', ');
}

export interface ScheduleHours {
  byDay: readonly string[];
  /** "HH:MM" */
  opensAt: string;
  closesAt: string;
  validFrom?: string | null;
  validTo?: string | null;
}

/** SPEC §3 display of one schedule: "Mon-Fri - 9:00 AM to 5:00 PM". */
export function scheduleDisplay(schedule: ScheduleHours): string {
  return formatSchedule({
    byDay: formatByDay(schedule.byDay),
    opensAt: schedule.opensAt,
    closesAt: schedule.closesAt,
  });
}

const MOMENT: ZonedStyle = {
  name: 'moment',
  options: {
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
};

export interface LocalMoment {
  readonly day: WeekdayCode;
  readonly time: string;
  readonly date: string;
}

/** The last moment asked for: a list of services asks for the same instant once per service. */
let lastMoment: { ms: number; timeZone: string; moment: LocalMoment } | undefined;

/** The weekday code, "HH:MM" and "YYYY-MM-DD" of an instant in a time zone. */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const ms = at.getTime();
  if (lastMoment && lastMoment.ms === ms && lastMoment.timeZone === timeZone) return lastMoment.moment;
  const part = zonedParts<'weekday' | 'year' | 'month' | 'day' | 'hour' | 'minute'>(at, timeZone, MOMENT);
  const moment: LocalMoment = Object.freeze({
    day: part.weekday.slice(0, 2).toUpperCase() as WeekdayCode,
    time: `${part.hour}:${part.minute}`,
    date: `${part.year}-${part.month}-${part.day}`,
  });
  lastMoment = { ms, timeZone, moment };
  return moment;
}

/** The weekday code and "YYYY-MM-DD" of the day before a local moment: hours that began then may still run. */
export function dayBefore(moment: LocalMoment): { day: WeekdayCode; date: string } {
  const index = WEEKDAY_CODES.indexOf(moment.day);
  const previous = new Date(`${moment.date}T00:00:00Z`);
  previous.setUTCDate(previous.getUTCDate() - 1);
  return {
    day: WEEKDAY_CODES[(index + 6) % 7] ?? moment.day,
    date: previous.toISOString().slice(0, 10),
  };
}

const validOn = (s: ScheduleHours, date: string) =>
  (s.validFrom == null || s.validFrom <= date) && (s.validTo == null || date <= s.validTo);

/**
 * Open at `time` ("HH:MM") under one schedule: opened on `today` (a listed day, valid that date) and not yet closed,
 * or opened on the day before, past midnight, and not yet closed (8 PM to 2 AM is open at 1 AM on the next day).
 */
function openUnder(
  s: ScheduleHours,
  time: number,
  today: { day: string; date: string },
  yesterday: { day: string; date: string },
): boolean {
  const opens = minutesOfDay(s.opensAt);
  const closes = minutesOfDay(s.closesAt);
  if (opens === null || closes === null) return false;
  const overnight = closesNextDay(s.opensAt, s.closesAt);
  const openedToday =
    s.byDay.includes(today.day) && opens <= time && (overnight || time < closes) && validOn(s, today.date);
  const stillOpenFromYesterday =
    overnight && s.byDay.includes(yesterday.day) && time < closes && validOn(s, yesterday.date);
  return openedToday || stillOpenFromYesterday;
}

/**
 * Open at this moment: a schedule valid today names today's weekday and the time is in [opensAt, closesAt), or
 * hours that run past midnight began on a listed day before and have not closed yet. Null without schedules.
 */
export function isOpenAt(schedules: readonly ScheduleHours[], at: Date, timeZone: string): boolean | null {
  if (schedules.length === 0) return null;
  const now = localMoment(at, timeZone);
  const time = minutesOfDay(now.time) ?? 0;
  const yesterday = dayBefore(now);
  return schedules.some((s) => openUnder(s, time, now, yesterday));
}

/**
 * Whether a service is open now, as its badge says: only an active service can be. One that is inactive, temporarily
 * closed or defunct answers null (no badge), and its status says why; its hours may still describe the place.
 */
export function isServiceOpenAt(
  service: { status: string },
  schedules: readonly ScheduleHours[],
  at: Date,
  timeZone: string,
): boolean | null {
  return service.status === 'active' ? isOpenAt(schedules, at, timeZone) : null;
}
