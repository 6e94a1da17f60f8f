import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment } from 'react';
import {
  AttemptDetails,
  EventType,
  RedeliverButton,
  type DeliveryLogListProps,
} from './delivery-attempt-parts.tsx';
import { AttemptTime, useAttemptViews } from './delivery-attempt-view.tsx';
import { OutcomeBadge } from './health-badge.tsx';
import { RelativeTime } from './relative-time.tsx';

/** The headed columns, between the details toggle and the actions. */
const HEADINGS = ['Time', 'Event', 'Attempt', 'Outcome', 'Status', 'Duration'];

/**
 * The attempts, newest first, as a table; a row opens to show the ids, the error and the receiver's answer. The
 * event's name stays on one line: for that room at 1280 px, the time may take two lines and the next retry sits
 * under the outcome.
 */
export function DeliveryLogTable({ items, caption, ...redelivery }: DeliveryLogListProps) {
  const views = useAttemptViews(items);

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
          {views.map((view) => {
            const { attempt, expanded, detailsId } = view;
            return (
              <Fragment key={attempt.id}>
                <Table.Tr style={{ verticalAlign: 'middle' }}>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="gray" {...view.detailsToggle}>
                      {expanded ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <AttemptTime view={view} size="sm" wrapAfterDate />
                  </Table.Td>
                  <Table.Td>
                    <EventType type={attempt.eventType} nowrap />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{attempt.attempt}</Text>
                    <Text size="xs" c="dimmed">
                      {view.trigger}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <OutcomeBadge outcome={attempt.outcome} />
                    {attempt.nextRetryAt ? (
                      <Text size="xs" c="dimmed" mt={2}>
                        Next retry <RelativeTime iso={attempt.nextRetryAt} />
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{attempt.statusCode ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{view.duration}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end" wrap="nowrap">
                      <RedeliverButton attempt={attempt} {...redelivery} />
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
