import type { DuplicateCandidate } from '@casework/contract';
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { displayDob, fullName } from './participant-format.ts';
import { StatusBadge } from './status-badge.tsx';

/** People already on file who may be the one being added, each with why, and a way to open them instead. */
export function DuplicateWarnings({ items }: { items: readonly DuplicateCandidate[] }) {
  if (items.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        items.length === 1
          ? 'This person may already be on file'
          : `${items.length} people on file may be this person`
      }
      aria-live="polite"
    >
      <Stack gap="sm">
        {items.map((c) => (
          <Group
            key={c.participant.participantId}
            justify="space-between"
            align="flex-start"
            wrap="wrap"
            gap="sm"
          >
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{fullName(c.participant)}</Text>
                <Text size="sm" c="dimmed">
                  {c.participant.participantId} · born {displayDob(c.participant.dob)} ·{' '}
                  {Math.round(c.score * 100)}% match
                </Text>
                <StatusBadge status={c.participant.status} />
              </Group>
              <List size="sm" spacing={0}>
                {c.reasons.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            </Stack>
            <RouterButton
              size="xs"
              variant="white"
              to="/staff/participant-management/participant-details"
              search={{ participantId: c.participant.participantId }}
              aria-label={`Open this record: ${fullName(c.participant)}, ${c.participant.participantId}`}
            >
              Open this record
            </RouterButton>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
