import type { StaffMemberView } from '@casework/contract';
import { ActionIcon, Badge, Card, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  IconArrowsExchange,
  IconDots,
  IconKey,
  IconPencil,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { RouterAnchor } from '../../../platform/layout/router-links.tsx';
import type { StaffAccountAction } from './staff-account-dialogs.tsx';
import { staffName } from './staff-format.ts';

export interface StaffTableProps {
  items: readonly StaffMemberView[];
  caption: string;
  selfId: string | null;
  /** Offer "Hand over threads…" on each row (administrators, with secure messaging on). */
  canHandOver?: boolean;
  onAction: (action: StaffAccountAction) => void;
}

export function StaffStatusBadge({ isActive }: { isActive: boolean }) {
  // The dot carries the colour; the word stays in the text colour, readable on any row. A badge may shrink to
  // "A…" in a narrow table column: at least as wide as its word, it keeps the whole word on a phone.
  return (
    <Badge
      variant="dot"
      color={isActive ? 'teal' : 'gray'}
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** Staff accounts: who, their organisation role, their teams (each opens them in that team) and their status. */
export function StaffTable({ items, caption, selfId, canHandOver = false, onAction }: StaffTableProps) {
  return (
    <Card padding="xs">
      <Table.ScrollContainer minWidth={340}>
        <Table striped verticalSpacing="sm">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                Organisation role
              </Table.Th>
              <Table.Th scope="col" visibleFrom="sm">
                Teams
              </Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((member) => {
              const name = staffName(member);
              const isSelf = member.id === selfId;
              return (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {name}
                      {isSelf ? (
                        <Text span c="dimmed" size="sm" fw={400}>
                          {' '}
                          (you)
                        </Text>
                      ) : null}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {member.email}
                    </Text>
                    <Text size="sm" hiddenFrom="sm">
                      {member.role}
                      {member.teams.length > 0 ? ' · ' : null}
                      <TeamLinks member={member} name={name} inline />
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{member.role}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <TeamLinks member={member} name={name} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <StaffStatusBadge isActive={member.isActive} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
                          <IconDots size={18} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconPencil size={14} aria-hidden />}
                          onClick={() => onAction({ kind: 'edit', member })}
                        >
                          Edit details
                        </Menu.Item>
                        <Menu.Item
                          leftSection={<IconKey size={14} aria-hidden />}
                          onClick={() => onAction({ kind: 'password', member })}
                        >
                          Reset password
                        </Menu.Item>
                        {canHandOver ? (
                          <Menu.Item
                            leftSection={<IconArrowsExchange size={14} aria-hidden />}
                            onClick={() => onAction({ kind: 'handover', member })}
                          >
                            Hand over threads…
                          </Menu.Item>
                        ) : null}
                        {isSelf ? null : (
                          <Menu.Item
                            // The red text the theme keeps at 4.5:1 in either scheme (a fixed shade is not).
                            c={member.isActive ? 'var(--mantine-color-red-text)' : undefined}
                            leftSection={
                              member.isActive ? (
                                <IconUserOff size={14} aria-hidden />
                              ) : (
                                <IconUserCheck size={14} aria-hidden />
                              )
                            }
                            onClick={() => onAction({ kind: 'status', member })}
                          >
                            {member.isActive ? 'Deactivate' : 'Reactivate'}
                          </Menu.Item>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The member's teams, each opening them as seen from that team. */
function TeamLinks({
  member,
  name,
  inline = false,
}: {
  member: StaffMemberView;
  name: string;
  inline?: boolean;
}) {
  if (member.teams.length === 0)
    return inline ? null : (
      <Text size="sm" c="dimmed">
        No team
      </Text>
    );
  const links = member.teams.map((team) => (
    <RouterAnchor
      key={team.id}
      to="/team-management/$teamId/member/$memberId"
      params={{ teamId: team.id, memberId: member.id }}
      size="sm"
      underline={inline ? 'always' : undefined}
      aria-label={`${team.name}: ${name} in this team`}
    >
      {team.name}
    </RouterAnchor>
  ));
  if (inline)
    return links.flatMap((link, i) => (i === 0 ? [link] : [<span key={`sep-${i}`}>, </span>, link]));
  return <Stack gap={2}>{links}</Stack>;
}
