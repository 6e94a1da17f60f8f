import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
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

/**
 * The attempts, newest first, as cards on a phone: every column of the table is in the card, so the outcome, the
 * status, the next retry and Redeliver are all on the screen without scrolling sideways.
 */
export function DeliveryLogCards({
  items,
  caption,
  canRedeliver,
  redeliveringId,
  onRedeliver,
}: DeliveryLogListProps) {
  const { isOpen, toggle } = useOpenAttempts();

  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
        {items.map((attempt) => {
          const expanded = isOpen(attempt.id);
          const detailsId = `attempt-${attempt.id}`;
          const when = formatDateTime(attempt.attemptedAt);
          return (
            <Paper key={attempt.id} component="li" withBorder p="sm">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <OutcomeBadge outcome={attempt.outcome} />
                  <Text size="xs" c="dimmed">
                    <time dateTime={attempt.attemptedAt}>{when}</time>
                  </Text>
                </Group>
                <EventType type={attempt.eventType} />
                <Text size="sm">
                  {[
                    `Attempt ${attempt.attempt} (${TRIGGER_LABELS[attempt.trigger].toLowerCase()})`,
                    attempt.statusCode === null ? 'no status' : `status ${attempt.statusCode}`,
                    formatDuration(attempt.durationMs),
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
                    onClick={() => toggle(attempt.id)}
                    aria-expanded={expanded}
                    aria-controls={expanded ? detailsId : undefined}
                    aria-label={`Details of ${attempt.eventType}, attempt ${attempt.attempt}, ${when}`}
                  >
                    Details
                  </Button>
                  <RedeliverButton
                    attempt={attempt}
                    canRedeliver={canRedeliver}
                    redeliveringId={redeliveringId}
                    onRedeliver={onRedeliver}
                  />
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
