import { EMAIL_MESSAGE, isValidEmail, type StaffAccountResult } from '@casework/contract';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useCreateStaffMember } from '../api/create-staff-member.ts';
import { NewPasswordChoice, newPasswordProblem } from './new-password-choice.tsx';
import { staffName } from './staff-format.ts';
import { StaffNameFields, StaffRoleSelect, type StaffRole } from './staff-member-fields.tsx';
import { PasswordOutcome } from './temporary-password.tsx';
import { missingNameErrors } from '../../../platform/forms/person-name.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useFieldErrors } from './use-field-errors.ts';

export interface TeamOption {
  id: string;
  name: string;
}

export interface AddStaffMemberDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The teams the new member can join at once. */
  teams: readonly TeamOption[];
}

/** Open a staff account: who they are, their organisation role, their first teams, and their first password. */
export function AddStaffMemberDialog({ opened, onClose, teams }: AddStaffMemberDialogProps) {
  const [created, setCreated] = useState<StaffAccountResult | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? 'Account created' : 'Add a staff member'}
      size="lg"
      centered
      // The generated password is shown once: a stray click must not lose it.
      closeOnClickOutside={!created}
      closeOnEscape={!created}
    >
      {!opened ? null : created ? (
        <Created result={created} onDone={close} />
      ) : (
        <AddStaffMemberForm teams={teams} onCancel={close} onCreated={setCreated} />
      )}
    </Modal>
  );
}

function Created({ result, onDone }: { result: StaffAccountResult; onDone: () => void }) {
  const member = result.staffMember;
  return (
    <Stack gap="md">
      <Text>
        {staffName(member)} can now sign in as {member.email}
        {member.teams.length > 0 ? ` and works in ${member.teams.map((t) => t.name).join(', ')}` : ''}.
      </Text>
      <PasswordOutcome
        temporaryPassword={result.temporaryPassword}
        name={staffName(member)}
        email={member.email}
        whenTyped={
          <Text size="sm" c="dimmed">
            They sign in with the password you typed.
          </Text>
        }
        onDone={onDone}
      />
    </Stack>
  );
}

function AddStaffMemberForm({
  teams,
  onCancel,
  onCreated,
}: {
  teams: readonly TeamOption[];
  onCancel: () => void;
  onCreated: (result: StaffAccountResult) => void;
}) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<StaffRole>('Staff');
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const [passwordMode, setPasswordMode] = useState<'generate' | 'set'>('generate');
  const [password, setPassword] = useState('');
  const create = useCreateStaffMember();

  const serverErrors = fieldErrorsOf(create.error);
  // A 409 is the e-mail another account has: shown at the field even when the answer names no field.
  const conflict =
    isApiError(create.error) && create.error.status === 409 ? errorMessage(create.error) : undefined;
  const { errors, setLocalErrors, clear } = useFieldErrors(
    create.error,
    conflict ? { email: conflict, ...serverErrors } : serverErrors,
  );
  const placed = ['email', 'firstName', 'lastName', 'role', 'password', 'teamIds'];
  const otherError =
    create.error && !conflict && Object.keys(serverErrors).every((k) => !placed.some((p) => k.startsWith(p)))
      ? errorMessage(create.error)
      : null;
  const teamIdsError = Object.entries(errors).find(([k]) => k.startsWith('teamIds'))?.[1];

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = missingNameErrors(firstName, lastName);
    if (email.trim() === '') next.email = 'Enter the e-mail they sign in with';
    else if (!isValidEmail(email.trim())) next.email = EMAIL_MESSAGE;
    const passwordProblem = newPasswordProblem(passwordMode, password);
    if (passwordProblem) next.password = passwordProblem;
    setLocalErrors(next);
    if (Object.keys(next).length > 0) return;
    create.mutate(
      {
        email,
        firstName,
        lastName,
        role,
        teamIds,
        ...(passwordMode === 'set' ? { password } : {}),
      },
      {
        onSuccess: (result) => {
          showToast({
            color: 'teal',
            message: `Staff member added: ${staffName(result.staffMember)} has an account now.`,
          });
          onCreated(result);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={create.isPending}>
      <Stack gap="md">
        <TextInput
          label="E-mail"
          description="They sign in with it; it must not belong to anyone else."
          type="email"
          withAsterisk
          aria-required
          data-autofocus
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            clear('email');
          }}
          error={errors.email}
          autoComplete="off"
        />
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
        />
        <StaffRoleSelect
          value={role}
          onChange={(value) => {
            setRole(value);
            clear('role');
          }}
          error={errors.role}
        />
        <MultiSelect
          label="Teams"
          description="Optional. Give them roles on each team's page afterwards."
          placeholder={teamIds.length === 0 ? 'Choose teams' : undefined}
          data={teams.map((t) => ({ value: t.id, label: t.name }))}
          value={teamIds}
          onChange={(ids) => {
            setTeamIds(ids);
            clear('teamIds');
          }}
          searchable
          clearable
          nothingFoundMessage="No team has that name"
          error={teamIdsError}
          comboboxProps={{ withinPortal: true }}
        />
        <NewPasswordChoice
          label="First password"
          mode={passwordMode}
          onModeChange={(mode) => {
            setPasswordMode(mode);
            clear('password');
          }}
          password={password}
          onPasswordChange={(value) => {
            setPassword(value);
            clear('password');
          }}
          error={errors.password}
        />
        {otherError ? (
          <Alert color="red" role="alert" title="Not added">
            {otherError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <PendingButton type="submit" pending={create.isPending}>
            Add staff member
          </PendingButton>
        </Group>
      </Stack>
    </form>
  );
}
