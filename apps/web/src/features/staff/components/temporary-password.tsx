import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CopyableValueField } from '../../../platform/ui/copyable-value-field.tsx';
import { useFocusKeptInDialog } from '../../../platform/ui/use-focus-kept-in-dialog.ts';

export interface TemporaryPasswordProps {
  password: string;
  /** Whose password it is, e.g. "Daniel Kasayulie". */
  name: string;
  email: string;
}

/** A generated password, shown this once: copyable, with a clear warning that it cannot be shown again. */
export function TemporaryPassword({ password, name, email }: TemporaryPasswordProps) {
  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconKey aria-hidden />}
        title="Copy this temporary password now"
      >
        <Text size="sm">
          It is shown only this once; Casework keeps no readable copy. Give it to {name} in person or by
          phone, not by e-mail. They sign in with {email} and this password.
        </Text>
      </Alert>
      <CopyableValueField
        label={`Temporary password for ${name}`}
        value={password}
        copyLabel="Copy the password"
        copiedLabel="Password copied"
        letterSpacing="0.04em"
      />
    </Stack>
  );
}

export interface PasswordOutcomeProps {
  /** The generated password, when Casework made one; none when the administrator typed it. */
  temporaryPassword: string | undefined;
  name: string;
  email: string;
  /** Said instead of the password when it was typed. */
  whenTyped: ReactNode;
  onDone: () => void;
}

/**
 * The end of a dialog that set a password: the generated one, shown this once, or what the typed one means; then
 * Done, which holds the focus in the dialog (the form whose button had it is gone, and the dialog refuses a click
 * outside and Escape, so the password is not lost by a stray press).
 */
export function PasswordOutcome({ temporaryPassword, name, email, whenTyped, onDone }: PasswordOutcomeProps) {
  const done = useFocusKeptInDialog<HTMLButtonElement>();
  return (
    <>
      {temporaryPassword ? (
        <TemporaryPassword password={temporaryPassword} name={name} email={email} />
      ) : (
        whenTyped
      )}
      <Group justify="flex-end">
        <Button ref={done} onClick={onDone} data-autofocus>
          {temporaryPassword ? 'I have copied it — done' : 'Done'}
        </Button>
      </Group>
    </>
  );
}
