import { Button, Group, Loader, NavLink, Popover, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconUsers } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { CurrentUser } from '../../../platform/session/roles.ts';
import { getTeamMembersQueryOptions } from '../api/get-team-members.ts';

export interface SupervisedMember {
  staffMemberId: string;
  name: string;
}

export interface SupervisedTeam {
  id: string;
  name: string;
  members: SupervisedMember[];
}

/**
 * The members of the supervisor's teams (any membership, decision 010), whose inboxes they may read; the supervisor
 * is left out. Each team is read with GET /teams/{teamId}, shared with the other team screens through its query key.
 */
export function useSupervisedTeams(user: CurrentUser | null, enabled = true) {
  const teams = user?.teams ?? [];
  const results = useQueries({
    queries: teams.map((team) => ({ ...getTeamMembersQueryOptions(team.id), enabled })),
  });
  const supervised: SupervisedTeam[] = teams.map((team, index) => {
    const detail = results[index]?.data;
    const members = (detail?.members ?? [])
      .filter((member) => member.staffMemberId !== user?.staffMemberId)
      .map((member) => ({
        staffMemberId: member.staffMemberId,
        name: `${member.firstName} ${member.lastName}`.trim(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return { id: team.id, name: team.name, members };
  });
  return {
    teams: supervised,
    isPending: results.some((result) => result.isPending && enabled),
    isError: results.some((result) => result.isError),
  };
}

/** The name of a member of the supervisor's teams, by staff member id. */
export function supervisedMemberName(teams: readonly SupervisedTeam[], staffMemberId: string): string | null {
  for (const team of teams) {
    const member = team.members.find((m) => m.staffMemberId === staffMemberId);
    if (member) return member.name;
  }
  return null;
}

/**
 * Supervisors: their team members, each a link to that member's inbox (the team-member-inbox marker). A popover of
 * links rather than a menu: each one is a place that can also open in a new tab.
 */
export function TeamMemberInboxesMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { teams, isPending, isError } = useSupervisedTeams(user);
  const withMembers = teams.filter((team) => team.members.length > 0);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={280}
      trapFocus
      returnFocus
      closeOnEscape
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconUsers size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
        >
          Team member inboxes
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs" mah={420} style={{ overflowY: 'auto' }}>
        {isPending ? (
          <Group gap="xs" p="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">Loading your teams…</Text>
          </Group>
        ) : withMembers.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            {isError
              ? 'Your teams could not be loaded. Try again later.'
              : 'Your teams have no other members yet.'}
          </Text>
        ) : (
          <nav aria-label="Team member inboxes">
            <Stack gap="xs">
              {withMembers.map((team) => {
                const headingId = `team-members-${team.id}`;
                return (
                  <div key={team.id}>
                    <Text id={headingId} size="xs" fw={700} c="dimmed" px="xs" py={4}>
                      {team.name}
                    </Text>
                    <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {team.members.map((member) => {
                        const href = `/staff/inbox/team-member-inbox/${encodeURIComponent(member.staffMemberId)}`;
                        return (
                          <li key={member.staffMemberId}>
                            <NavLink
                              component="a"
                              href={href}
                              label={member.name}
                              onClick={(event) => {
                                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                                  return;
                                event.preventDefault();
                                setOpened(false);
                                void navigate({ href });
                              }}
                            />
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                );
              })}
            </Stack>
          </nav>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
