import type { TeamSummary } from '@casework/contract';
import { Badge, Card, Group, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';

export interface TeamsTableProps {
  teams: readonly TeamSummary[];
  caption: string;
}

/** Teams with their member counts; the name opens the team (a real link: Tab, Enter, open in a new tab). */
export function TeamsTable({ teams, caption }: TeamsTableProps) {
  return (
    <Card padding="xs">
      <Table.ScrollContainer minWidth={300}>
        <Table striped verticalSpacing="sm">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Team</Table.Th>
              <Table.Th scope="col" ta="right">
                Members
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teams.map((team) => (
              <Table.Tr key={team.id}>
                <Table.Td>
                  <Group gap={8}>
                    <RouterAnchor to="/team-management/$teamId" params={{ teamId: team.id }} fw={600}>
                      {team.name}
                    </RouterAnchor>
                    {team.isPrivate ? (
                      <Badge
                        size="sm"
                        variant="light"
                        color="grape"
                        radius="sm"
                        leftSection={<IconLock size={11} aria-hidden />}
                      >
                        Private
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {team.description || 'No description'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {team.memberCount}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
