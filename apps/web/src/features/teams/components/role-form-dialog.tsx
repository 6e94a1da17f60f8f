import { PERMISSION_LABELS, PERMISSION_VALUES, type Permission, type TeamRoleView } from '@casework/contract';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useCreateTeamRole } from '../api/create-team-role.ts';
import { useUpdateTeamRole } from '../api/update-team-role.ts';

export interface RoleFormDialogProps {
  opened: boolean;
  /** The role to edit; none to create one. */
  role: TeamRoleView | null;
  onClose: () => void;
}

/** Create or edit a team role: its name, what it is for, and the permissions it grants. */
export function RoleFormDialog({ opened, role, onClose }: RoleFormDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={role ? `Edit the role ${role.name}` : 'Create a role'}
      centered
    >
      {/* Keyed so each opening starts from the role as it is now. */}
      {opened ? <RoleForm key={role?.id ?? 'new'} role={role} onDone={onClose} /> : null}
    </Modal>
  );
}

function RoleForm({ role, onDone }: { role: TeamRoleView | null; onDone: () => void }) {
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(role ? [...role.permissions] : []);
  const [nameMissing, setNameMissing] = useState(false);
  const create = useCreateTeamRole();
  const update = useUpdateTeamRole();
  const mutation = role ? update : create;

  const serverErrors = fieldErrorsOf(mutation.error);
  const conflict =
    isApiError(mutation.error) && mutation.error.status === 409 ? errorMessage(mutation.error) : undefined;
  const placed = ['name', 'description', 'permissions'];
  const otherError =
    mutation.error &&
    !conflict &&
    Object.keys(serverErrors).every((k) => !placed.some((p) => k.startsWith(p)))
      ? errorMessage(mutation.error)
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setNameMissing(true);
      return;
    }
    const body = { name, description, permissions };
    const done = (saved: TeamRoleView) => {
      showToast({
        color: 'teal',
        message: role
          ? `${saved.name} is saved. Members holding it get the change on their next page load.`
          : `${saved.name} can now be given to team members.`,
      });
      onDone();
    };
    if (role) update.mutate({ roleId: role.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={mutation.isPending}>
      <Stack gap="md">
        <TextInput
          label="Role name"
          withAsterisk
          aria-required
          maxLength={100}
          data-autofocus
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameMissing(false);
          }}
          error={nameMissing ? "Enter the role's name" : (serverErrors.name ?? conflict)}
          autoComplete="off"
        />
        <Textarea
          label="Description"
          description="What someone with this role does in a team."
          maxLength={500}
          autosize
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={serverErrors.description}
        />
        <Checkbox.Group
          label="Permissions"
          description="What holding this role in a team allows, in that team."
          value={permissions}
          onChange={(values) =>
            setPermissions(values.filter((v): v is Permission => PERMISSION_VALUES.includes(v as Permission)))
          }
          error={serverErrors.permissions}
        >
          <Stack gap="xs" mt="xs">
            {PERMISSION_VALUES.map((permission) => (
              <Checkbox
                key={permission}
                value={permission}
                label={PERMISSION_LABELS[permission].label}
                description={PERMISSION_LABELS[permission].description}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {otherError ? (
          <Alert color="red" role="alert" title="Not saved">
            {otherError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
          <PendingButton type="submit" pending={mutation.isPending}>
            {role ? 'Save role' : 'Create role'}
          </PendingButton>
        </Group>
      </Stack>
    </form>
  );
}
