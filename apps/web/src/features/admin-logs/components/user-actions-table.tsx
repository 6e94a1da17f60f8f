import type { UserActionLogView } from '@casework/contract';
import { Badge, Table, Text } from '@mantine/core';
import { CATEGORY_LABELS } from './log-labels.ts';
import { formatLogTime } from './log-time.ts';
import { PersonCell } from './person-cell.tsx';

export interface UserActionsTableProps {
  items: readonly UserActionLogView[];
  caption: string;
  onSelectUser?: (userId: string) => void;
}

/** The detail of an action as "key: value" pairs (a search's term and result count, say). */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** User actions, newest first: navigation, message threads, team messages and service searches. */
export function UserActionsTable({ items, caption, onSelectUser }: UserActionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={160}>
              Time (Alaska)
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
                <Text size="sm">{formatLogTime(entry.createdAt)}</Text>
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
                <Text
                  size="sm"
                  ff={entry.category === 'USERNAV' ? 'monospace' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {entry.action}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c={Object.keys(entry.detail).length === 0 ? 'dimmed' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {Object.keys(entry.detail).length === 0 ? '—' : detailText(entry.detail)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
