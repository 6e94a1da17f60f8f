import { ActionIcon, Alert, CopyButton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

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
      <CopyButton value={password} timeout={2000}>
        {({ copied, copy }) => (
          <TextInput
            label={`Temporary password for ${name}`}
            value={password}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            styles={{
              input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' },
            }}
            rightSectionWidth={42}
            rightSection={
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow position="left">
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? 'Password copied' : 'Copy the password'}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            }
          />
        )}
      </CopyButton>
    </Stack>
  );
}
