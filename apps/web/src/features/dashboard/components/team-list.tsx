import { PERMISSIONS } from '@casework/contract';
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { IconMessages } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { TeamMembership } from '../../../platform/session/roles.ts';

export interface TeamListProps {
  teams: TeamMembership[];
  /** An administrator can add themselves to a team: the empty note links there. */
  canManageTeams?: boolean;
}

/** The teams the user belongs to, with their roles in each and whether they may use its shared inbox. */
export function TeamList({ teams, canManageTeams = false }: TeamListProps) {
  if (teams.length === 0) {
    return canManageTeams ? (
      <Text c="dimmed">
        You are not in a team yet. Add yourself to one under{' '}
        <RouterAnchor to="/team-management" underline="always">
          Team management
        </RouterAnchor>
        .
      </Text>
    ) : (
      <Text c="dimmed">
        You are not in a team yet. An administrator can add you to one under Team management.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {teams.map((team, index) => (
        <Fragment key={team.id}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          <Stack component="li" gap={6}>
            <Text fw={600}>{team.name}</Text>
            <Group gap={6}>
              {team.roles.map((role) => (
                <Badge key={role} variant="outline" color="gray" radius="sm">
                  {role}
                </Badge>
              ))}
              {team.permissions.includes(PERMISSIONS.TeamInboxAccess) ? (
                <Badge variant="light" radius="sm" leftSection={<IconMessages size={12} aria-hidden />}>
                  Shared inbox access
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}
