import {
  CATEGORY_LABELS,
  describeDetail,
  describeUserAction,
  type ActivityLogView,
  type UserActionLogView,
} from '@casework/contract';
import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { KindBadge, ParticipantRef } from './activity-log-table.tsx';
import { SENSITIVE_KIND } from './log-labels.ts';
import { formatOrganisationTime } from '../../../platform/ui/organisation-time.ts';
import { PersonCell } from './person-cell.tsx';

/** On phones the log reads as a list of cards instead of a wide table. */
function CardList({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" ta="center">
        {caption}
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={caption}>
        {children}
      </Stack>
    </Stack>
  );
}

export function ActivityLogCards({
  items,
  caption,
  onSelectUser,
  onSelectParticipant,
}: {
  items: readonly ActivityLogView[];
  caption: string;
  onSelectUser?: (userId: string) => void;
  onSelectParticipant?: (participantId: string) => void;
}) {
  return (
    <CardList caption={caption}>
      {items.map((entry) => {
        const sensitive = entry.kind === SENSITIVE_KIND;
        return (
          <Paper
            key={entry.id}
            component="li"
            withBorder
            p="sm"
            data-sensitive={sensitive || undefined}
            bg={sensitive ? 'var(--mantine-color-red-light)' : undefined}
            style={sensitive ? { borderLeft: '4px solid var(--mantine-color-red-8)' } : undefined}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <KindBadge kind={entry.kind} />
                <Text size="xs" c="dimmed">
                  {formatOrganisationTime(entry.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.message}
              </Text>
              <SimpleGrid cols={2} spacing="xs">
                <PersonCell person={entry.actor} missing="System" onSelect={onSelectUser} />
                <ParticipantRef participant={entry.participant} onSelect={onSelectParticipant} />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
    </CardList>
  );
}

export function UserActionCards({
  items,
  caption,
  onSelectUser,
}: {
  items: readonly UserActionLogView[];
  caption: string;
  onSelectUser?: (userId: string) => void;
}) {
  return (
    <CardList caption={caption}>
      {items.map((entry) => (
        <Paper key={entry.id} component="li" withBorder p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Badge color="gray" variant="light" radius="sm" tt="none">
                {CATEGORY_LABELS[entry.category]}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatOrganisationTime(entry.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {describeUserAction(entry)}
            </Text>
            {describeDetail(entry.detail) !== '' ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {describeDetail(entry.detail)}
              </Text>
            ) : null}
            <PersonCell person={entry.user} missing="Account removed" onSelect={onSelectUser} />
          </Stack>
        </Paper>
      ))}
    </CardList>
  );
}
