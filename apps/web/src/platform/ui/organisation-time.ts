import {
  DEFAULT_TIME_ZONE,
  localDateOf,
  startOfLocalDay,
  zonedParts,
  type ZonedStyle,
} from '@casework/contract';

/**
 * The organisation's time zone: staff screens show times and count days by its clock, whatever the browser's zone
 * (ARCHITECTURE §4, "Time"), so two people reading the same log see the same times.
 */
export const ORGANISATION_TIME_ZONE = DEFAULT_TIME_ZONE;

export interface OrganisationTimeOptions {
  /** Adds the seconds ("2:05:09 PM"), for attempts a few seconds apart. */
  seconds?: boolean;
  /**
   * Adds the zone's short name ("AKST", "AKDT"); on by default, as a time alone could be read as the reader's own
   * clock. Leave it off only where a heading beside the time names the zone.
   */
  zone?: boolean;
  timeZone?: string;
}

type ClockPart = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'dayPeriod' | 'timeZoneName';

const CLOCK_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h12',
  timeZoneName: 'short',
};
const CLOCK: ZonedStyle = { name: 'organisation-clock', options: CLOCK_OPTIONS };

/**
 * "MM/DD/YYYY h:mm AM AKST" in the organisation's time zone, e.g. "03/04/2025 2:05 PM AKST" (with seconds,
 * "03/04/2025 2:05:09 PM AKST"); the text as given when it is not a date.
 */
export function formatOrganisationTime(iso: string, options: OrganisationTimeOptions = {}): string {
  const { seconds = false, zone = true, timeZone = ORGANISATION_TIME_ZONE } = options;
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const p = zonedParts<ClockPart>(instant, timeZone, CLOCK);
  const clock = `${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''} ${p.dayPeriod.toUpperCase()}`;
  return `${p.month}/${p.day}/${p.year} ${clock}${zone ? ` ${p.timeZoneName}` : ''}`;
}

const DAY: ZonedStyle = {
  name: 'organisation-day',
  options: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

/**
 * "MM/DD/YYYY": the organisation's calendar day of an instant (ARCHITECTURE §4), e.g. "03/04/2025"; the text as
 * given when it is not a date.
 */
export function formatOrganisationDate(iso: string, timeZone = ORGANISATION_TIME_ZONE): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const p = zonedParts<'year' | 'month' | 'day'>(instant, timeZone, DAY);
  return `${p.month}/${p.day}/${p.year}`;
}

/** Today's calendar date (YYYY-MM-DD) by the organisation's clock. */
export function organisationToday(now = Date.now(), timeZone = ORGANISATION_TIME_ZONE): string {
  return localDateOf(now, timeZone);
}

/**
 * The instant (ISO 8601, UTC) a calendar day (YYYY-MM-DD) begins by the organisation's clock: where a date filter
 * starts, right on daylight-saving days too.
 */
export function startOfOrganisationDay(date: string, timeZone = ORGANISATION_TIME_ZONE): string {
  return startOfLocalDay(date, timeZone).toISOString();
}
