import { EMAIL_MESSAGE, isValidEmail, type StaffAccountResult } from '@casework/contract';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../platform/forms/focus-first-invalid.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useCreateStaffMember } from '../api/create-staff-member.ts';
import { NewPasswordChoice, newPasswordProblem } from './new-password-choice.tsx';
import { staffName } from './staff-format.ts';
import { StaffNameFields, StaffRoleSelect, type StaffRole } from './staff-member-fields.tsx';
import { PasswordOutcome } from './temporary-password.tsx';
import { missingNameErrors } from '../../../platform/forms/person-name.ts';
import { formErrors, useClientChecks, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';

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

const FIELDS = ['email', 'firstName', 'lastName', 'role', 'password', 'teamIds'] as const;

/** What must be right before the account is asked for, by field (the server checks again). */
function addProblems(values: {
  email: string;
  firstName: string;
  lastName: string;
  passwordMode: 'generate' | 'set';
  password: string;
}): Record<string, string> {
  const problems = missingNameErrors(values.firstName, values.lastName);
  const email = values.email.trim();
  if (email === '') problems.email = 'Enter the e-mail they sign in with';
  else if (!isValidEmail(email)) problems.email = EMAIL_MESSAGE;
  const passwordProblem = newPasswordProblem(values.passwordMode, values.password);
  if (passwordProblem) problems.password = passwordProblem;
  return problems;
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
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused submit puts the focus on the first field to correct.
  const refused = useFocusFirstInvalid(() => formRef.current);

  const checks = useClientChecks(addProblems({ email, firstName, lastName, passwordMode, password }));
  const { changed, markChanged } = useFieldsChangedSince(create.error);
  // A 409 is the e-mail another account has: shown at the field even when the answer names no field.
  const { errorFor, problem } = formErrors({
    error: create.error,
    fields: FIELDS,
    clientErrors: checks.errors,
    conflictField: 'email',
    changed,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checks.passes()) {
      refused();
      return;
    }
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
        onError: refused,
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={create.isPending}>
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
            markChanged('email');
          }}
          error={errorFor('email')}
          autoComplete="off"
        />
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
        />
        <StaffRoleSelect
          value={role}
          onChange={(value) => {
            setRole(value);
            markChanged('role');
          }}
          error={errorFor('role')}
        />
        <MultiSelect
          label="Teams"
          description="Optional. Give them roles on each team's page afterwards."
          placeholder={teamIds.length === 0 ? 'Choose teams' : undefined}
          data={teams.map((t) => ({ value: t.id, label: t.name }))}
          value={teamIds}
          onChange={(ids) => {
            setTeamIds(ids);
            markChanged('teamIds');
          }}
          searchable
          clearable
          nothingFoundMessage="No team has that name"
          error={errorFor('teamIds')}
          comboboxProps={{ withinPortal: true }}
        />
        <NewPasswordChoice
          label="First password"
          mode={passwordMode}
          onModeChange={(mode) => {
            setPasswordMode(mode);
            markChanged('password');
          }}
          password={password}
          onPasswordChange={(value) => {
            setPassword(value);
            markChanged('password');
          }}
          error={errorFor('password')}
        />
        {problem ? (
          <Alert color="red" role="alert" title="Not added">
            {problem}
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
