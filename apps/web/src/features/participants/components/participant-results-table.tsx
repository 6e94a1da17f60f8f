import type { ParticipantStaffView } from '@casework/contract';
import { Table, Text } from '@mantine/core';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { displayDob, fullName, preferredPhone, statusOf } from './participant-format.ts';
import { StatusBadge } from './status-badge.tsx';

export interface ParticipantResultsTableProps {
  items: readonly ParticipantStaffView[];
  caption: string;
}

/** Search results: the name opens the record (a real link, so Tab and Enter work, and it can open in a new tab). */
export function ParticipantResultsTable({ items, caption }: ParticipantResultsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Participant ID</Table.Th>
            <Table.Th scope="col">Date of birth</Table.Th>
            <Table.Th scope="col">Phone</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => (
            <Table.Tr key={p.participantId}>
              <Table.Td>
                <RouterAnchor
                  to="/staff/participant-management/participant-details"
                  search={{ participantId: p.participantId }}
                  fw={600}
                >
                  {fullName(p)}
                </RouterAnchor>
              </Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {p.participantId}
                </Text>
              </Table.Td>
              <Table.Td>{displayDob(p.dob)}</Table.Td>
              <Table.Td>{preferredPhone(p.phones) ?? '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.email ?? '—'}</Table.Td>
              <Table.Td>
                <StatusBadge status={statusOf(p)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
