import { DEFAULT_TIME_ZONE } from '@casework/contract';

/** Sizes and times as the thread screens show them (times by the organisation's clock, ARCHITECTURE §4). */

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(instant: number, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formats.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formats.set(key, cached);
  }
  return cached.format(instant);
}

/** When a message was written: "Today, 3:04 PM", "Mar 2, 3:04 PM" this year, "Mar 2, 2024, 3:04 PM" before. */
export function formatMessageTime(iso: string, now = Date.now(), timeZone = DEFAULT_TIME_ZONE): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  if (format(instant, timeZone, day) === format(now, timeZone, day))
    return `Today, ${format(instant, timeZone, time)}`;
  const sameYear =
    format(instant, timeZone, { year: 'numeric' }) === format(now, timeZone, { year: 'numeric' });
  return format(instant, timeZone, {
    ...(sameYear ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
    ...time,
  });
}
