import { KIND_LABELS, type ActivityLogView } from '@casework/contract';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { SENSITIVE_KIND } from './log-labels.ts';
import { formatOrganisationTime } from '../../../platform/ui/organisation-time.ts';
import { PersonCell } from './person-cell.tsx';

export interface ActivityLogTableProps {
  items: readonly ActivityLogView[];
  caption: string;
  /** Filter to one person / one participant; left out when already filtered so. */
  onSelectUser?: (userId: string) => void;
  onSelectParticipant?: (participantId: string) => void;
}

/** A badge for the kind: sensitive-info access stands out in red with a lock, not by colour alone. */
export function KindBadge({ kind }: { kind: ActivityLogView['kind'] }) {
  if (kind === SENSITIVE_KIND) {
    return (
      <Badge
        color="red.8"
        variant="filled"
        leftSection={<IconShieldLock size={14} aria-hidden />}
        radius="sm"
      >
        {KIND_LABELS[kind]}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light" radius="sm" tt="none">
      {KIND_LABELS[kind]}
    </Badge>
  );
}

/** The participant an entry is about: the id filters the log to them. */
export function ParticipantRef({
  participant,
  onSelect,
}: {
  participant: ActivityLogView['participant'];
  onSelect?: (participantId: string) => void;
}) {
  if (!participant) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{participant.name}</Text>
      {onSelect ? (
        <Anchor
          component="button"
          type="button"
          c="var(--casework-color-strong-link)"
          size="xs"
          ff="monospace"
          ta="left"
          onClick={() => onSelect(participant.participantId)}
          title={`Show only entries about ${participant.name}`}
        >
          {participant.participantId}
        </Anchor>
      ) : (
        <Text size="xs" ff="monospace">
          {participant.participantId}
        </Text>
      )}
    </Stack>
  );
}

/** The activity log, newest first; sensitive-info access rows are tinted and marked. */
export function ActivityLogTable({
  items,
  caption,
  onSelectUser,
  onSelectParticipant,
}: ActivityLogTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={190}>
              Time
            </Table.Th>
            <Table.Th scope="col">What happened</Table.Th>
            <Table.Th scope="col" w={190}>
              By
            </Table.Th>
            <Table.Th scope="col" w={170}>
              Participant
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => {
            const sensitive = entry.kind === SENSITIVE_KIND;
            return (
              <Table.Tr
                key={entry.id}
                data-sensitive={sensitive || undefined}
                bg={sensitive ? 'var(--mantine-color-red-light)' : undefined}
                style={{ verticalAlign: 'top' }}
              >
                <Table.Td
                  style={{
                    whiteSpace: 'nowrap',
                    boxShadow: sensitive ? 'inset 4px 0 0 var(--mantine-color-red-8)' : undefined,
                  }}
                >
                  <Text size="sm">{formatOrganisationTime(entry.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <KindBadge kind={entry.kind} />
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {entry.message}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <PersonCell person={entry.actor} missing="System" onSelect={onSelectUser} />
                </Table.Td>
                <Table.Td>
                  <ParticipantRef participant={entry.participant} onSelect={onSelectParticipant} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
