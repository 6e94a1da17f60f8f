import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment } from 'react';
import {
  AttemptDetails,
  EventType,
  NextRetry,
  RedeliverButton,
  useOpenAttempts,
  type DeliveryLogListProps,
} from './delivery-attempt-parts.tsx';
import { OutcomeBadge } from './health-badge.tsx';
import { TRIGGER_LABELS } from './webhook-labels.ts';
import { formatDateTime, formatDuration } from './webhook-time.ts';

/** The headed columns, between the details toggle and the actions. */
const HEADINGS = ['Time', 'Event', 'Attempt', 'Outcome', 'Status', 'Duration', 'Next retry'];

/** The attempts, newest first, as a table; a row opens to show the ids, the error and the receiver's answer. */
export function DeliveryLogTable({
  items,
  caption,
  canRedeliver,
  redeliveringId,
  onRedeliver,
}: DeliveryLogListProps) {
  const { isOpen, toggle } = useOpenAttempts();

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
            const expanded = isOpen(attempt.id);
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
                      <RedeliverButton
                        attempt={attempt}
                        canRedeliver={canRedeliver}
                        redeliveringId={redeliveringId}
                        onRedeliver={onRedeliver}
                      />
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
