import { EMAIL_MESSAGE, STAFF_ROLES, isValidEmail, type StaffMemberView } from '@casework/contract';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useUpdateStaffMember } from '../api/update-staff-member.ts';
import { staffName } from './staff-format.ts';
import { StaffNameFields, StaffRoleSelect, type StaffRole } from './staff-member-fields.tsx';
import { missingNameErrors } from '../../../platform/forms/person-name.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useFieldErrors } from './use-field-errors.ts';

export interface EditStaffMemberDialogProps {
  member: StaffMemberView;
  isSelf: boolean;
  onClose: () => void;
}

/** What is wrong with a new sign-in e-mail, if anything (the one they have is not checked again). */
function emailProblem(email: string, current: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === current) return undefined;
  if (trimmed === '') return 'Enter the e-mail they sign in with';
  return isValidEmail(trimmed) ? undefined : EMAIL_MESSAGE;
}

/** Change a staff member's name, sign-in e-mail and organisation role. */
export function EditStaffMemberDialog({ member, isSelf, onClose }: EditStaffMemberDialogProps) {
  const [firstName, setFirstName] = useState(member.firstName);
  const [lastName, setLastName] = useState(member.lastName);
  const [email, setEmail] = useState(member.email);
  const initialRole: StaffRole = STAFF_ROLES.find((r) => r === member.role) ?? 'Staff';
  const [role, setRole] = useState<StaffRole>(initialRole);
  const update = useUpdateStaffMember(member.id);

  const serverErrors = fieldErrorsOf(update.error);
  const { errors, setLocalErrors, clear } = useFieldErrors(update.error, serverErrors);
  const placed = ['firstName', 'lastName', 'email', 'role'];
  const otherError =
    update.error && Object.keys(serverErrors).every((k) => !placed.includes(k))
      ? errorMessage(update.error)
      : null;
  const emailChanged = email.trim() !== member.email;
  const changed =
    firstName.trim() !== member.firstName ||
    lastName.trim() !== member.lastName ||
    emailChanged ||
    role !== initialRole;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = missingNameErrors(firstName, lastName);
    const problem = emailProblem(email, member.email);
    if (problem) next.email = problem;
    setLocalErrors(next);
    if (Object.keys(next).length > 0) return;
    update.mutate(
      // The address goes only when it changed: an old one the rules no longer take does not block a new name.
      { firstName, lastName, role, ...(emailChanged ? { email } : {}) },
      {
        onSuccess: (saved) => {
          showToast({
            color: 'teal',
            message: emailChanged
              ? `Saved: ${staffName(saved)} now signs in with ${saved.email}.`
              : `Saved: ${staffName(saved)} is up to date.`,
          });
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={`Edit the details of ${staffName(member)}`} centered>
      <form onSubmit={submit} noValidate aria-busy={update.isPending}>
        <Stack gap="md">
          <StaffNameFields
            firstName={firstName}
            lastName={lastName}
            onFirstNameChange={(value) => {
              setFirstName(value);
              clear('firstName');
            }}
            onLastNameChange={(value) => {
              setLastName(value);
              clear('lastName');
            }}
            errors={errors}
            autoFocus
          />
          <TextInput
            label="E-mail"
            description="They sign in with it. Tell them when you change it."
            type="email"
            withAsterisk
            aria-required
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              clear('email');
            }}
            error={errors.email}
            autoComplete="off"
          />
          <StaffRoleSelect
            value={role}
            onChange={(value) => {
              setRole(value);
              clear('role');
            }}
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
            <PendingButton type="submit" pending={update.isPending} disabled={!changed}>
              Save
            </PendingButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
