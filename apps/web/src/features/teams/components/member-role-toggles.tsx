import { PERMISSIONS, type TeamRoleView } from '@casework/contract';
import { Badge, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useAddRoleMembers } from '../api/add-role-members.ts';
import { useRemoveRoleMembers } from '../api/remove-role-members.ts';

export interface MemberRoleTogglesProps {
  teamId: string;
  teamName: string;
  staffMemberId: string;
  memberName: string;
  /** The ids of the roles the member holds in this team. */
  heldRoleIds: readonly string[];
  roles: readonly TeamRoleView[];
  /** Show each role's description under its name (the member page has room for it). */
  withDescriptions?: boolean;
}

/**
 * One checkbox per role: ticking grants the role in this team, unticking takes it away, each at once. While a change
 * is on its way its box shows the new state and further clicks wait for the answer (the boxes stay focusable, so the
 * keyboard user keeps their place); a refused change puts the box back and says why.
 */
export function MemberRoleToggles({
  teamId,
  teamName,
  staffMemberId,
  memberName,
  heldRoleIds,
  roles,
  withDescriptions = false,
}: MemberRoleTogglesProps) {
  const add = useAddRoleMembers(teamId);
  const remove = useRemoveRoleMembers(teamId);
  // The change on its way: its box shows the new state at once and goes back if the server refuses.
  const [pending, setPending] = useState<{ roleId: string; grant: boolean } | null>(null);
  const pendingRoleId = pending?.roleId ?? null;

  function toggle(role: TeamRoleView, grant: boolean) {
    if (pending !== null) return;
    setPending({ roleId: role.id, grant });
    const mutation = grant ? add : remove;
    mutation.mutate(
      { roleId: role.id, staffMemberIds: [staffMemberId] },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: grant
              ? `${memberName} is now ${role.name} in ${teamName}.`
              : `${memberName} is no longer ${role.name} in ${teamName}.`,
          }),
        onError: (error) => showToast({ color: 'red', message: `Role not changed: ${errorMessage(error)}` }),
        onSettled: () => setPending(null),
      },
    );
  }

  if (roles.length === 0) return <Text size="sm">No roles exist yet.</Text>;

  const Layout = withDescriptions ? Stack : Group;
  return (
    <Layout
      gap={withDescriptions ? 'sm' : 'md'}
      role="group"
      aria-label={`Roles of ${memberName} in ${teamName}`}
    >
      {roles.map((role) => {
        const grantsInbox = role.permissions.includes(PERMISSIONS.TeamInboxAccess);
        return (
          <Group key={role.id} gap={6} wrap="nowrap">
            <Checkbox
              label={
                withDescriptions && grantsInbox ? (
                  <Group gap={8} component="span">
                    <span>{role.name}</span>
                    <Badge component="span" size="sm" variant="light" radius="sm">
                      Team inbox
                    </Badge>
                  </Group>
                ) : (
                  role.name
                )
              }
              description={withDescriptions ? role.description || undefined : undefined}
              checked={pending?.roleId === role.id ? pending.grant : heldRoleIds.includes(role.id)}
              aria-busy={pendingRoleId === role.id}
              onChange={(e) => toggle(role, e.currentTarget.checked)}
            />
            {pendingRoleId === role.id ? <Loader size={14} aria-label={`Changing ${role.name}`} /> : null}
          </Group>
        );
      })}
    </Layout>
  );
}
