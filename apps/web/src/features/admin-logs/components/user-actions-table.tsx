import {
  CATEGORY_LABELS,
  describeDetail,
  describeUserAction,
  type UserActionLogView,
} from '@casework/contract';
import { Badge, Table, Text } from '@mantine/core';
import { formatOrganisationTime } from '../../../platform/ui/organisation-time.ts';
import { PersonCell } from './person-cell.tsx';

export interface UserActionsTableProps {
  items: readonly UserActionLogView[];
  caption: string;
  onSelectUser?: (userId: string) => void;
}

/** User actions, newest first: navigation, message threads, team messages and service searches. */
export function UserActionsTable({ items, caption, onSelectUser }: UserActionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={190}>
              Time
            </Table.Th>
            <Table.Th scope="col" w={210}>
              Person
            </Table.Th>
            <Table.Th scope="col" w={180}>
              Category
            </Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            <Table.Th scope="col">Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id} style={{ verticalAlign: 'top' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatOrganisationTime(entry.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <PersonCell person={entry.user} missing="Account removed" onSelect={onSelectUser} />
              </Table.Td>
              <Table.Td>
                <Badge color="gray" variant="light" radius="sm" tt="none">
                  {CATEGORY_LABELS[entry.category]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {describeUserAction(entry)}
                </Text>
              </Table.Td>
              <Table.Td>
                <DetailCell detail={entry.detail} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DetailCell({ detail }: { detail: Record<string, unknown> }) {
  const text = describeDetail(detail);
  return (
    <Text size="sm" c={text === '' ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
      {text === '' ? '—' : text}
    </Text>
  );
}
