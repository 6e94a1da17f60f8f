import { Alert, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { CopyableValueField } from '../../../platform/ui/copyable-value-field.tsx';

export interface SecretPanelProps {
  secret: string;
  /** A sentence after the warning, e.g. how long the previous secret still signs. */
  children?: ReactNode;
  /** Move the focus to the warning when the panel appears (it replaces the form that had the focus). */
  focusOnShow?: boolean;
}

/** A signing secret, shown this once: copyable, with a clear warning that it cannot be shown again. */
export function SecretPanel({ secret, children, focusOnShow = false }: SecretPanelProps) {
  const warning = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) warning.current?.focus();
  }, [focusOnShow]);

  return (
    <Stack gap="sm">
      <Alert
        ref={warning}
        tabIndex={-1}
        color="yellow"
        variant="light"
        icon={<IconKey aria-hidden />}
        title="Store the signing secret now"
      >
        <Stack gap={6}>
          <Text size="sm">
            It will not be shown again: Casework keeps it encrypted and no one can read it back. Put it in the
            receiver now; the receiver uses it to check the <code>webhook-signature</code> header of every
            delivery.
          </Text>
          {children}
        </Stack>
      </Alert>
      <CopyableValueField
        label="Signing secret"
        value={secret}
        copyLabel="Copy the secret"
        copiedLabel="Secret copied"
      />
    </Stack>
  );
}
