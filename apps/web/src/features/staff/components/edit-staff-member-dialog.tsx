import { STAFF_ROLES, type StaffMemberView } from '@casework/contract';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useUpdateStaffMember } from '../api/update-staff-member.ts';
import { STAFF_ROLE_HELP, staffName } from './staff-format.ts';

type StaffRole = (typeof STAFF_ROLES)[number];

export interface EditStaffMemberDialogProps {
  member: StaffMemberView;
  isSelf: boolean;
  onClose: () => void;
}

/** Change a staff member's name and organisation role. */
export function EditStaffMemberDialog({ member, isSelf, onClose }: EditStaffMemberDialogProps) {
  const [firstName, setFirstName] = useState(member.firstName);
  const [lastName, setLastName] = useState(member.lastName);
  const initialRole: StaffRole = STAFF_ROLES.find((r) => r === member.role) ?? 'Staff';
  const [role, setRole] = useState<StaffRole>(initialRole);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const update = useUpdateStaffMember(member.id);

  const serverErrors = fieldErrorsOf(update.error);
  const errors = { ...serverErrors, ...missing };
  const placed = ['firstName', 'lastName', 'role'];
  const otherError =
    update.error && Object.keys(serverErrors).every((k) => !placed.includes(k))
      ? errorMessage(update.error)
      : null;
  const changed =
    firstName.trim() !== member.firstName || lastName.trim() !== member.lastName || role !== initialRole;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (firstName.trim() === '') next.firstName = 'Enter the first name';
    if (lastName.trim() === '') next.lastName = 'Enter the last name';
    setMissing(next);
    if (Object.keys(next).length > 0) return;
    update.mutate(
      { firstName, lastName, role },
      {
        onSuccess: (saved) => {
          showToast({ color: 'teal', message: `Saved: ${staffName(saved)} is up to date.` });
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={`Edit ${staffName(member)}`} centered>
      <form onSubmit={submit} noValidate aria-busy={update.isPending}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="First name"
              withAsterisk
              aria-required
              maxLength={100}
              data-autofocus
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
              error={errors.firstName}
              autoComplete="off"
            />
            <TextInput
              label="Last name"
              withAsterisk
              aria-required
              maxLength={100}
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
              error={errors.lastName}
              autoComplete="off"
            />
          </SimpleGrid>
          <NativeSelect
            label="Organisation role"
            description={STAFF_ROLE_HELP[role]}
            value={role}
            onChange={(e) => setRole(STAFF_ROLES.find((r) => r === e.currentTarget.value) ?? 'Staff')}
            data={[...STAFF_ROLES].reverse()}
            error={errors.role}
          />
          {isSelf && role !== 'Administrator' ? (
            <Alert color="yellow" title="This is your own account">
              Without the Administrator role you can no longer open team management.
            </Alert>
          ) : null}
          {otherError ? (
            <Alert color="red" role="alert" title="Not saved">
              {otherError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={update.isPending || !changed}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
