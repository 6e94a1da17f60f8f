import type { WebhookNotificationView } from '@casework/contract';
import {
  ActionIcon,
  Button,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconRepeat } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { OutcomeBadge } from './health-badge.tsx';
import { DELIVERY_STATUS_LABELS, OUTCOME_HELP, TRIGGER_LABELS } from './webhook-labels.ts';
import { formatDateTime, formatDuration, formatRelative } from './webhook-time.ts';

export interface DeliveryLogTableProps {
  items: readonly WebhookNotificationView[];
  caption: string;
  /** Redeliveries need the webhook switched on. */
  canRedeliver: boolean;
  /** The delivery being queued again now, if any. */
  redeliveringId: string | null;
  onRedeliver: (attempt: WebhookNotificationView) => void;
}

/** An event type may wrap after its dots and underscores ("participant.status_" / "changed"), never mid-word. */
function EventType({ type }: { type: string }) {
  const parts = type.split(/(?<=[._])/);
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

/** The headed columns, between the details toggle and the actions. */
const HEADINGS = ['Time', 'Event', 'Attempt', 'Outcome', 'Status', 'Duration', 'Next retry'];

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
function AttemptDetails({ attempt }: { attempt: WebhookNotificationView }) {
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
        <Detail term="Delivery status">{DELIVERY_STATUS_LABELS[attempt.deliveryStatus]}</Detail>
        <Detail term="Outcome">{OUTCOME_HELP[attempt.outcome]}</Detail>
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

function NextRetry({ attempt }: { attempt: WebhookNotificationView }) {
  if (!attempt.nextRetryAt)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm">
      <time dateTime={attempt.nextRetryAt} title={formatDateTime(attempt.nextRetryAt)}>
        {formatRelative(attempt.nextRetryAt)}
      </time>
    </Text>
  );
}

/** The attempts, newest first; a row opens to show the ids, the error and the receiver's answer. */
export function DeliveryLogTable({
  items,
  caption,
  canRedeliver,
  redeliveringId,
  onRedeliver,
}: DeliveryLogTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={44}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
            {HEADINGS.map((heading) => (
              <Table.Th key={heading} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {heading}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((attempt) => {
            const expanded = open.has(attempt.id);
            const detailsId = `attempt-${attempt.id}`;
            const when = formatDateTime(attempt.attemptedAt);
            return (
              <Fragment key={attempt.id}>
                <Table.Tr style={{ verticalAlign: 'middle' }}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => toggle(attempt.id)}
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      aria-label={`Details of ${attempt.eventType}, attempt ${attempt.attempt}, ${when}`}
                    >
                      {expanded ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">
                      <time dateTime={attempt.attemptedAt}>{when}</time>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <EventType type={attempt.eventType} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{attempt.attempt}</Text>
                    <Text size="xs" c="dimmed">
                      {TRIGGER_LABELS[attempt.trigger]}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <OutcomeBadge outcome={attempt.outcome} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{attempt.statusCode ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{formatDuration(attempt.durationMs)}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <NextRetry attempt={attempt} />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconRepeat size={14} aria-hidden />}
                        onClick={() => onRedeliver(attempt)}
                        disabled={!canRedeliver}
                        loading={redeliveringId === attempt.deliveryId}
                        aria-label={`Redeliver ${attempt.eventType} of ${when}`}
                      >
                        Redeliver
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {expanded ? (
                  <Table.Tr id={detailsId} bg="var(--mantine-color-default-hover)">
                    <Table.Td colSpan={HEADINGS.length + 2}>
                      <AttemptDetails attempt={attempt} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
