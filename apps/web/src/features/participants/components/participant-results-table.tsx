import type { ParticipantStaffView } from '@casework/contract';
import { Group, Stack, Table, Text } from '@mantine/core';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { PhoneNumber } from '../../../platform/ui/phone-number.tsx';
import { ResponsiveList } from '../../../platform/ui/responsive-list.tsx';
import { displayDob, fullName, preferredPhone, statusOf } from './participant-format.ts';
import { StatusBadge } from './status-badge.tsx';

export interface ParticipantResultsTableProps {
  items: readonly ParticipantStaffView[];
  /** The id of the heading above that says what the search found: it names the table. */
  labelledBy: string;
}

function phoneOrDash(phones: ParticipantStaffView['phones']) {
  const phone = preferredPhone(phones);
  return phone ? <PhoneNumber>{phone}</PhoneNumber> : '—';
}

/** "(907) 555-0142 · name@example.org", the number kept whole where the line wraps. */
function PhoneThenEmail({ phone, email }: { phone: string | null; email: string | null }) {
  if (phone === null && email === null) return 'No phone or e-mail on file';
  return (
    <>
      {phone !== null ? <PhoneNumber>{phone}</PhoneNumber> : null}
      {phone !== null && email !== null ? ' · ' : null}
      {email}
    </>
  );
}

function NameLink({ participant }: { participant: ParticipantStaffView }) {
  return (
    <RouterAnchor
      to="/staff/participant-management/participant-details"
      search={{ participantId: participant.participantId }}
      fw={600}
    >
      {fullName(participant)}
    </RouterAnchor>
  );
}

/**
 * Search results as a table, or as cards on a phone: the name opens the record (a real link, so Tab and Enter work,
 * and it can open in a new tab).
 */
export function ParticipantResultsTable({ items, labelledBy }: ParticipantResultsTableProps) {
  return (
    <ResponsiveList
      items={items.map((participant) => ({ id: participant.participantId, participant }))}
      labelledBy={labelledBy}
      ordered
      minWidth={760}
      head={
        <>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Participant ID</Table.Th>
          <Table.Th scope="col">Date of birth</Table.Th>
          <Table.Th scope="col">Phone</Table.Th>
          <Table.Th scope="col">E-mail</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
        </>
      }
      row={({ participant: p }) => (
        <>
          <Table.Td>
            <NameLink participant={p} />
          </Table.Td>
          <Table.Td>
            <Text ff="monospace" size="sm">
              {p.participantId}
            </Text>
          </Table.Td>
          <Table.Td>{displayDob(p.dob)}</Table.Td>
          <Table.Td>{phoneOrDash(p.phones)}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.email ?? '—'}</Table.Td>
          <Table.Td>
            <StatusBadge status={statusOf(p)} />
          </Table.Td>
        </>
      )}
      card={({ participant: p }) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <NameLink participant={p} />
            <StatusBadge status={statusOf(p)} />
          </Group>
          <Text size="sm">
            <Text span ff="monospace" size="sm">
              {p.participantId}
            </Text>
            {` · born ${displayDob(p.dob)}`}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <PhoneThenEmail phone={preferredPhone(p.phones)} email={p.email} />
          </Text>
        </Stack>
      )}
    />
  );
}
