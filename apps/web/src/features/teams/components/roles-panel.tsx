import { PERMISSION_LABELS, type TeamRoleView } from '@casework/contract';
import { Badge, Box, Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { useTeamRoles } from '../api/get-team-roles.ts';
import { RoleFormDialog } from './role-form-dialog.tsx';

/** The roles every team uses, with what each allows; administrators create and edit them here. */
export function RolesPanel() {
  const roles = useTeamRoles();
  // The role stays set while the dialog closes, so its title does not flip during the closing animation.
  const [dialog, setDialog] = useState<{ opened: boolean; role: TeamRoleView | null }>({
    opened: false,
    role: null,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          Roles are shared by all teams; a member holds a role in a particular team. Changing a role&apos;s
          permissions affects everyone who holds it, in every team.
        </Text>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ opened: true, role: null })}
        >
          Create role
        </Button>
      </Group>
      {roles.isPending ? (
        <Stack gap="xs" aria-busy aria-label="Loading roles">
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : roles.isError ? (
        <ErrorAlert title="The roles could not be loaded" error={roles.error} />
      ) : roles.data.items.length === 0 ? (
        <Text>No roles yet. Create one to give members access to the team inbox.</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col" visibleFrom="sm">
                  Permissions
                </Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.data.items.map((role) => (
                <Table.Tr key={role.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {role.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {role.description || 'No description'}
                    </Text>
                    <Box hiddenFrom="sm" mt={4}>
                      <PermissionBadges permissions={role.permissions} />
                    </Box>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <PermissionBadges permissions={role.permissions} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={`Edit ${role.name}`}
                      onClick={() => setDialog({ opened: true, role })}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RoleFormDialog
        opened={dialog.opened}
        role={dialog.role}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
    </Stack>
  );
}

function PermissionBadges({ permissions }: { permissions: TeamRoleView['permissions'] }) {
  if (permissions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No permissions
      </Text>
    );
  return (
    <Group gap={6}>
      {permissions.map((p) => (
        <Badge key={p} variant="light" radius="sm">
          {PERMISSION_LABELS[p].label}
        </Badge>
      ))}
    </Group>
  );
}
