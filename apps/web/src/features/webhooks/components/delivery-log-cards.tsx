import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import {
  AttemptDetails,
  EventType,
  NextRetry,
  RedeliverButton,
  type DeliveryLogListProps,
} from './delivery-attempt-parts.tsx';
import { AttemptTime, useAttemptViews } from './delivery-attempt-view.tsx';
import { OutcomeBadge } from './health-badge.tsx';

/**
 * The attempts, newest first, as cards on a phone: every column of the table is in the card, so the outcome, the
 * status, the next retry and Redeliver are all on the screen without scrolling sideways.
 */
export function DeliveryLogCards({ items, caption, ...redelivery }: DeliveryLogListProps) {
  const views = useAttemptViews(items);

  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
        {views.map((view) => {
          const { attempt, expanded, detailsId } = view;
          return (
            <Paper key={attempt.id} component="li" withBorder p="sm">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <OutcomeBadge outcome={attempt.outcome} />
                  <AttemptTime view={view} size="xs" c="dimmed" />
                </Group>
                <EventType type={attempt.eventType} />
                <Text size="sm">
                  {[
                    `Attempt ${attempt.attempt} (${view.trigger.toLowerCase()})`,
                    attempt.statusCode === null ? 'no status' : `status ${attempt.statusCode}`,
                    view.duration,
                  ].join(' · ')}
                </Text>
                {attempt.nextRetryAt ? (
                  <Group gap={4}>
                    <Text size="sm" c="dimmed">
                      Next retry:
                    </Text>
                    <NextRetry attempt={attempt} />
                  </Group>
                ) : null}
                <Group justify="space-between" gap="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="gray"
                    leftSection={
                      expanded ? (
                        <IconChevronDown size={14} aria-hidden />
                      ) : (
                        <IconChevronRight size={14} aria-hidden />
                      )
                    }
                    {...view.detailsToggle}
                  >
                    Details
                  </Button>
                  <RedeliverButton attempt={attempt} {...redelivery} />
                </Group>
                {expanded ? (
                  <div id={detailsId}>
                    <AttemptDetails attempt={attempt} />
                  </div>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Text size="sm" c="dimmed" ta="center">
        {caption}
      </Text>
    </Stack>
  );
}
