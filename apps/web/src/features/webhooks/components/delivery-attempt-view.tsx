import type { WebhookNotificationView } from '@casework/contract';
import { Text, type TextProps } from '@mantine/core';
import { useOpenAttempts } from './delivery-attempt-parts.tsx';
import { TRIGGER_LABELS } from './webhook-labels.ts';
import { formatDateTime, formatDuration } from './webhook-time.ts';

/** One attempt's values as the log's table row and its phone card both show them, worked out in one place. */
export interface AttemptView {
  attempt: WebhookNotificationView;
  /** When it was made, on the organisation's clock, with the zone. */
  when: string;
  /** What started it: "Automatic", "Redelivery", ... */
  trigger: string;
  /** "340 ms" or "1.2 s". */
  duration: string;
  expanded: boolean;
  detailsId: string;
  /** Spread on the button that opens and closes the details, so both layouts wire and name it alike. */
  detailsToggle: {
    onClick: () => void;
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    'aria-label': string;
  };
}

/** The attempts as views, each with its details opened and closed on its own. */
export function useAttemptViews(items: readonly WebhookNotificationView[]): AttemptView[] {
  const { isOpen, toggle } = useOpenAttempts();
  return items.map((attempt) => {
    const expanded = isOpen(attempt.id);
    const detailsId = `attempt-${attempt.id}`;
    const when = formatDateTime(attempt.attemptedAt);
    return {
      attempt,
      when,
      trigger: TRIGGER_LABELS[attempt.trigger],
      duration: formatDuration(attempt.durationMs),
      expanded,
      detailsId,
      detailsToggle: {
        onClick: () => toggle(attempt.id),
        'aria-expanded': expanded,
        'aria-controls': expanded ? detailsId : undefined,
        'aria-label': `Details of ${attempt.eventType}, attempt ${attempt.attempt}, ${when}`,
      },
    };
  });
}

/**
 * When the attempt was made, as text and as a machine-readable <time>. `wrapAfterDate`: the date and the time of day
 * may go on two lines, each kept whole, so a narrow table leaves the room to the event's name.
 */
export function AttemptTime({
  view,
  wrapAfterDate = false,
  ...props
}: { view: AttemptView; wrapAfterDate?: boolean } & TextProps) {
  const space = view.when.indexOf(' ');
  if (!wrapAfterDate || space < 0)
    return (
      <Text {...props}>
        <time dateTime={view.attempt.attemptedAt}>{view.when}</time>
      </Text>
    );
  return (
    <Text {...props}>
      <time dateTime={view.attempt.attemptedAt}>
        <span style={{ whiteSpace: 'nowrap' }}>{view.when.slice(0, space)}</span>{' '}
        <span style={{ whiteSpace: 'nowrap' }}>{view.when.slice(space + 1)}</span>
      </time>
    </Text>
  );
}
