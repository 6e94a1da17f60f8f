import { STAFF_ROLES, type StaffMemberView } from '@casework/contract';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useUpdateStaffMember } from '../api/update-staff-member.ts';
import { staffName } from './staff-format.ts';
import { StaffNameFields, StaffRoleSelect, type StaffRole } from './staff-member-fields.tsx';
import { missingNameErrors } from '../../../platform/forms/person-name.ts';

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
    const next = missingNameErrors(firstName, lastName);
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
          <StaffNameFields
            firstName={firstName}
            lastName={lastName}
            onFirstNameChange={setFirstName}
            onLastNameChange={setLastName}
            errors={errors}
            autoFocus
          />
          <StaffRoleSelect value={role} onChange={setRole} error={errors.role} />
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
