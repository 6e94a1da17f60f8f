import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { IconChevronDown, IconUsers } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import type { Ref } from 'react';
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
 * The button that opens the team member inboxes: shown alone while the popover's code loads (it loads with the first
 * supervisor's inbox), so nothing moves when it arrives.
 */
export function TeamMemberInboxesButton(
  props: ButtonProps & ElementProps<'button', keyof ButtonProps> & { ref?: Ref<HTMLButtonElement> },
) {
  return (
    <Button
      variant="default"
      leftSection={<IconUsers size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      Team member inboxes
    </Button>
  );
}
