/** How a log time reads on screen and in exports, in the organisation's time zone (America/Anchorage by default). */

import { WALL_CLOCK_OPTIONS, zonedParts, type ZonedStyle } from '@casework/contract';

const LOG_TIME: ZonedStyle = { name: 'log-time', options: { ...WALL_CLOCK_OPTIONS, timeZoneName: 'short' } };

/** "MM/DD/YYYY HH:mm:ss AKST": how a time reads on screen and in exports. */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const p = zonedParts<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'timeZoneName'>(
    instant,
    timeZone,
    LOG_TIME,
  );
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}:${p.second} ${p.timeZoneName}`;
}
