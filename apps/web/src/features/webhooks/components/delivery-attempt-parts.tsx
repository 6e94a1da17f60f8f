import type { WebhookNotificationView } from '@casework/contract';
import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { RelativeTime } from './relative-time.tsx';
import { deliveryStatusLabel, outcomeHelp } from './webhook-labels.ts';
import { formatDateTime } from './webhook-time.ts';

// The pieces of one delivery attempt that the log's table and its phone cards share.

export interface DeliveryLogListProps {
  items: readonly WebhookNotificationView[];
  caption: string;
  /** Redeliveries need the webhook switched on. */
  canRedeliver: boolean;
  /** The delivery being queued again now, if any. */
  redeliveringId: string | null;
  onRedeliver: (attempt: WebhookNotificationView) => void;
}

/** Which attempts show their details, each opened and closed on its own. */
export function useOpenAttempts() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  return {
    isOpen: (id: string) => open.has(id),
    toggle: (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };
}

/**
 * An event type on one line (`nowrap`, in the log's table, which leaves it the room), or, on a narrow card, allowed
 * to wrap only after a dot ("participant." / "status_changed"), never inside a word.
 */
export function EventType({ type, nowrap = false }: { type: string; nowrap?: boolean }) {
  if (nowrap)
    return (
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {type}
      </Text>
    );
  const parts = type.split(/(?<=\.)/);
  return (
    <Text size="sm" ff="monospace">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the row folds away: ids for the receiver's own logs, the error, the start of the answer. */
export function AttemptDetails({ attempt }: { attempt: WebhookNotificationView }) {
  return (
    <Stack gap="sm" py="xs">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
        <Detail term="Delivery id">
          <Code>{attempt.deliveryId}</Code>
        </Detail>
        <Detail term="webhook-id header (the same on every attempt)">
          <Code>{`msg_${attempt.deliveryId}`}</Code>
        </Detail>
        <Detail term="Event id">
          {attempt.eventId ? <Code>{attempt.eventId}</Code> : 'None (test event)'}
        </Detail>
        <Detail term="Delivery status">{deliveryStatusLabel(attempt)}</Detail>
        <Detail term="Outcome">{outcomeHelp(attempt)}</Detail>
        {attempt.error ? <Detail term="Error">{attempt.error}</Detail> : null}
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          Response (first 500 characters)
        </Text>
        {attempt.responseExcerpt ? (
          <Code block fz="xs" style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
            {attempt.responseExcerpt}
          </Code>
        ) : (
          <Text size="sm">The receiver sent no body.</Text>
        )}
      </Stack>
    </Stack>
  );
}

export function NextRetry({ attempt }: { attempt: WebhookNotificationView }) {
  if (!attempt.nextRetryAt)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm">
      <RelativeTime iso={attempt.nextRetryAt} />
    </Text>
  );
}

export type RedeliverButtonProps = Pick<
  DeliveryLogListProps,
  'canRedeliver' | 'redeliveringId' | 'onRedeliver'
> & {
  attempt: WebhookNotificationView;
};

/**
 * Queue the attempt's delivery again, named for screen readers by its event and time. While it is being queued it
 * keeps the focus (see PendingButton).
 */
export function RedeliverButton({
  attempt,
  canRedeliver,
  redeliveringId,
  onRedeliver,
}: RedeliverButtonProps) {
  return (
    <PendingButton
      size="xs"
      variant="default"
      leftSection={<IconRepeat size={14} aria-hidden />}
      onClick={() => onRedeliver(attempt)}
      disabled={!canRedeliver}
      pending={redeliveringId === attempt.deliveryId}
      aria-label={`Redeliver ${attempt.eventType} of ${formatDateTime(attempt.attemptedAt)}`}
    >
      Redeliver
    </PendingButton>
  );
}
