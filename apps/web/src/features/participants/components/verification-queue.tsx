import type { VerificationView } from '@casework/contract';
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { focusIsLost } from '../../../platform/ui/focus-lost.ts';
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
  const sectionRef = useRef<HTMLElement>(null);
  const ids = queue.data?.items.map((v) => v.id).join(',') ?? '';
  const shown = useRef<string[]>([]);
  // A decided verification leaves the queue, and the button pressed goes with it: the focus moves on to the one
  // now in its place (the next to decide), or to the queue's heading when none is left, not to the top of the page.
  useEffect(() => {
    const before = shown.current;
    const now = ids === '' ? [] : ids.split(',');
    shown.current = now;
    const gone = before.findIndex((id) => !now.includes(id));
    if (gone < 0 || !focusIsLost()) return;
    const section = sectionRef.current;
    const next = now[Math.min(gone, now.length - 1)];
    const target = next
      ? section?.querySelector<HTMLElement>(`[data-verification="${next}"] button:not(:disabled)`)
      : section?.querySelector<HTMLElement>('#verification-queue-heading');
    target?.focus();
  }, [ids]);
  return (
    <Card
      ref={sectionRef}
      withBorder
      padding="md"
      maw={960}
      component="section"
      aria-labelledby="verification-queue-heading"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="verification-queue-heading" tabIndex={-1}>
            Pending verifications
          </Title>
          {queue.data ? (
            <Badge variant="light" color={queue.data.total > 0 ? 'orange' : 'gray'}>
              {queue.data.total} pending
            </Badge>
          ) : null}
        </Group>
        {queue.isError ? (
          <ErrorAlert title="The queue could not be loaded" error={queue.error} />
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
    <li data-verification={v.id}>
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
