import type { VerificationView } from '@casework/contract';
import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { formatOrganisationDate } from '../../../platform/ui/organisation-time.ts';
import { useVerificationQueue } from '../api/get-verification-queue.ts';
import { VerificationDecision } from './verification-decision.tsx';

function requestedLine(v: VerificationView): string {
  const when = formatOrganisationDate(v.requestedAt);
  return v.requestedBy ? `Requested ${when} by ${v.requestedBy.name}` : `Requested ${when}`;
}

/** The staff queue of pending verifications across participants, oldest first, each decided in place. */
export function VerificationQueue() {
  const queue = useVerificationQueue();
  return (
    <Card withBorder padding="md" maw={960} component="section" aria-labelledby="verification-queue-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="verification-queue-heading">
            Pending verifications
          </Title>
          {queue.data ? (
            <Badge variant="light" color={queue.data.total > 0 ? 'orange' : 'gray'}>
              {queue.data.total} pending
            </Badge>
          ) : null}
        </Group>
        {queue.isError ? (
          <Alert color="red" role="alert" title="The queue could not be loaded">
            {errorMessage(queue.error)}
          </Alert>
        ) : !queue.data ? (
          <Loader size="sm" aria-label="Loading pending verifications" />
        ) : queue.data.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nothing waiting. Verifications requested on a participant’s record appear here.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {queue.data.items.map((v) => (
              <QueueItem key={v.id} verification={v} />
            ))}
          </Stack>
        )}
        {queue.data && queue.data.total > queue.data.items.length ? (
          <Text size="sm" c="dimmed">
            Showing the oldest {queue.data.items.length} of {queue.data.total}.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function QueueItem({ verification: v }: { verification: VerificationView }) {
  return (
    <li>
      <Group
        justify="space-between"
        align="flex-start"
        gap="sm"
        wrap="wrap"
        py={6}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Stack gap={0} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <RouterAnchor
            to="/staff/participant-management/participant-details"
            search={{ participantId: v.participantId }}
            fw={600}
          >
            {v.participantName}
          </RouterAnchor>
          <Text size="sm">
            {v.methodLabel}
            {v.note ? ` — ${v.note}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {v.participantId} · {requestedLine(v)}
          </Text>
        </Stack>
        <VerificationDecision verification={v} withParticipantName />
      </Group>
    </li>
  );
}
