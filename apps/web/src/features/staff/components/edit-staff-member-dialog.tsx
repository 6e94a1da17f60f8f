import { EMAIL_MESSAGE, STAFF_ROLES, isValidEmail, type StaffMemberView } from '@casework/contract';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../platform/forms/focus-first-invalid.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useUpdateStaffMember } from '../api/update-staff-member.ts';
import { staffName } from './staff-format.ts';
import { StaffNameFields, StaffRoleSelect, type StaffRole } from './staff-member-fields.tsx';
import { missingNameErrors } from '../../../platform/forms/person-name.ts';
import { formErrors, useClientChecks, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';

export interface EditStaffMemberDialogProps {
  member: StaffMemberView;
  isSelf: boolean;
  onClose: () => void;
}

const FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;

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
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused submit puts the focus on the first field to correct.
  const refused = useFocusFirstInvalid(() => formRef.current);

  const problems = missingNameErrors(firstName, lastName);
  const newEmailProblem = emailProblem(email, member.email);
  if (newEmailProblem) problems.email = newEmailProblem;
  const checks = useClientChecks(problems);
  const { changed: changedSinceRefused, markChanged } = useFieldsChangedSince(update.error);
  // A 409 is the e-mail another account has: shown at the field even when the answer names no field.
  const { errorFor, problem } = formErrors({
    error: update.error,
    fields: FIELDS,
    clientErrors: checks.errors,
    conflictField: 'email',
    changed: changedSinceRefused,
  });
  const emailChanged = email.trim() !== member.email;
  const changed =
    firstName.trim() !== member.firstName ||
    lastName.trim() !== member.lastName ||
    emailChanged ||
    role !== initialRole;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checks.passes()) {
      refused();
      return;
    }
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
        onError: refused,
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={`Edit the details of ${staffName(member)}`} centered>
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={update.isPending}>
        <Stack gap="md">
          <StaffNameFields
            firstName={firstName}
            lastName={lastName}
            onFirstNameChange={(value) => {
              setFirstName(value);
              markChanged('firstName');
            }}
            onLastNameChange={(value) => {
              setLastName(value);
              markChanged('lastName');
            }}
            errors={{ firstName: errorFor('firstName'), lastName: errorFor('lastName') }}
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
              markChanged('email');
            }}
            error={errorFor('email')}
            autoComplete="off"
          />
          <StaffRoleSelect
            value={role}
            onChange={(value) => {
              setRole(value);
              markChanged('role');
            }}
            error={errorFor('role')}
          />
          {isSelf && role !== 'Administrator' ? (
            <Alert color="yellow" title="This is your own account">
              Without the Administrator role you can no longer open team management.
            </Alert>
          ) : null}
          {problem ? (
            <Alert color="red" role="alert" title="Not saved">
              {problem}
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
