import type { StaffAccountResult, StaffMemberView } from '@casework/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { NewPasswordChoice, newPasswordProblem } from './new-password-choice.tsx';
import { staffName } from './staff-format.ts';
import { PasswordOutcome } from './temporary-password.tsx';

export interface ResetPasswordDialogProps {
  member: StaffMemberView;
  onClose: () => void;
}

/** Reset a staff member's password: they are signed out; a generated password is shown once. */
export function ResetPasswordDialog({ member, onClose }: ResetPasswordDialogProps) {
  const [mode, setMode] = useState<'generate' | 'set'>('generate');
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [result, setResult] = useState<StaffAccountResult | null>(null);
  const reset = useResetStaffPassword(member.id);
  const name = staffName(member);
  const serverErrors = fieldErrorsOf(reset.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(mode, password);
    setLocalError(problem);
    if (problem) return;
    reset.mutate(mode === 'set' ? { password } : {}, {
      onSuccess: (answer) => {
        showToast({ color: 'teal', message: `Password reset: ${name} is signed out everywhere.` });
        setResult(answer);
      },
    });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={result ? 'Password reset' : `Reset the password of ${name}?`}
      centered
      size="lg"
      closeOnClickOutside={!result}
      closeOnEscape={!result}
    >
      {result ? (
        <PasswordReset result={result} name={name} email={member.email} onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate aria-busy={reset.isPending}>
          <Stack gap="md">
            <Text>
              {name} is signed out on every device at once and signs in again with the new password. Their old
              password stops working.
            </Text>
            <NewPasswordChoice
              label="New password"
              mode={mode}
              onModeChange={(next) => {
                setMode(next);
                setLocalError(null);
              }}
              password={password}
              onPasswordChange={(value) => {
                setPassword(value);
                setLocalError(null);
              }}
              error={localError ?? serverErrors.password}
            />
            {reset.isError && !serverErrors.password ? (
              <ErrorAlert title="The password was not reset" error={reset.error} />
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={reset.isPending} data-autofocus>
                Cancel
              </Button>
              <PendingButton type="submit" color="red.9" pending={reset.isPending}>
                Reset password
              </PendingButton>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function PasswordReset({
  result,
  name,
  email,
  onDone,
}: {
  result: StaffAccountResult;
  name: string;
  email: string;
  onDone: () => void;
}) {
  return (
    <Stack gap="md">
      <PasswordOutcome
        temporaryPassword={result.temporaryPassword}
        name={name}
        email={email}
        whenTyped={<Text>{name} signs in with the password you typed from now on.</Text>}
        onDone={onDone}
      />
    </Stack>
  );
}
