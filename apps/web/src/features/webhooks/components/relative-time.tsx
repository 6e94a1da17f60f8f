import { formatDateTime, formatRelative } from './webhook-time.ts';

/** "3 minutes ago" or "in 2 hours", with the exact time on hover and for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}
