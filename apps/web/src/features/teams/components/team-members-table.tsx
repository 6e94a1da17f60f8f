import { PERMISSIONS, type TeamRoleView, type TeamView } from '@casework/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessages, IconUserMinus } from '@tabler/icons-react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import { MemberRoleToggles } from './member-role-toggles.tsx';
import classes from './team-members-list.module.css';

type Member = TeamView['members'][number];

export function memberName(member: Pick<Member, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** The members as the list shows them: by last name, then first name. */
export function sortMembers(members: readonly Member[]): Member[] {
  return [...members].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
}

/** The id of a member's Remove button, to give it focus. */
export function removeButtonId(staffMemberId: string): string {
  return `remove-member-${staffMemberId}`;
}

/** Whether any role the member holds grants the team inbox. */
export function hasInboxAccess(member: Member, roles: readonly TeamRoleView[]): boolean {
  return member.roles.some((held) =>
    roles.find((role) => role.id === held.id)?.permissions.includes(PERMISSIONS.TeamInboxAccess),
  );
}

export interface TeamMembersTableProps {
  team: TeamView;
  roles: readonly TeamRoleView[];
  onRemove: (member: Member) => void;
}

/**
 * The team's members: their roles here (ticked to grant), inbox access, and a way out of the team. A list whose rows
 * line up as columns on wide screens and stack on a phone, so the role boxes never hide in a sideways scroll.
 */
export function TeamMembersTable({ team, roles, onRemove }: TeamMembersTableProps) {
  const members = sortMembers(team.members);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Tick a role to give it to the member in this team; untick it to take it away. Roles marked with team
        inbox access let them work this team&apos;s shared inbox.
      </Text>
      <ul className={classes.list} aria-label={`Members of ${team.name}`}>
        {members.map((member) => {
          const name = memberName(member);
          return (
            <li key={member.staffMemberId} className={classes.row}>
              <Stack gap={2} align="flex-start">
                <RouterAnchor
                  to="/team-management/$teamId/member/$memberId"
                  params={{ teamId: team.id, memberId: member.staffMemberId }}
                  fw={600}
                >
                  {name}
                </RouterAnchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Text>
                {hasInboxAccess(member, roles) ? (
                  <Badge
                    size="sm"
                    variant="light"

                    radius="sm"
                    leftSection={<IconMessages size={11} aria-hidden />}
                  >
                    Team inbox access
                  </Badge>
                ) : null}
              </Stack>
              <MemberRoleToggles
                teamId={team.id}
                teamName={team.name}
                staffMemberId={member.staffMemberId}
                memberName={name}
                heldRoleIds={member.roles.map((r) => r.id)}
                roles={roles}
              />
              <Group className={classes.actions}>
                <Button
                  id={removeButtonId(member.staffMemberId)}
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconUserMinus size={14} aria-hidden />}
                  onClick={() => onRemove(member)}
                  aria-label={`Remove ${name} from ${team.name}`}
                >
                  Remove
                </Button>
              </Group>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
