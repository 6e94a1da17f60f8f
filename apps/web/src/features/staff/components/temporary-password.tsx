import { Alert, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { CopyableValueField } from '../../../platform/ui/copyable-value-field.tsx';

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
