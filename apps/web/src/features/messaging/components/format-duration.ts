export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * A length of time in words a person reads at a glance: "under a minute", "12 min", "3 h 20 min", then from two days
 * on "2 days 4 h" (never "1 days"). Negative is none.
 */
export function formatDuration(ms: number): string {
  const length = Math.max(0, ms);
  if (length < MINUTE) return 'under a minute';
  if (length < HOUR) return `${Math.floor(length / MINUTE)} min`;
  if (length < 2 * DAY) {
    const hours = Math.floor(length / HOUR);
    const minutes = Math.floor((length % HOUR) / MINUTE);
    return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
  }
  const days = Math.floor(length / DAY);
  const hours = Math.floor((length % DAY) / HOUR);
  return hours === 0 ? `${days} days` : `${days} days ${hours} h`;
}
