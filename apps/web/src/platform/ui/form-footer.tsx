import { Alert, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { PendingButton } from './pending-button.tsx';
import { SaveWhenOnlineNotice } from './save-when-online-notice.tsx';
import { WRAPPING_BUTTON } from './wrapping-button.ts';

export interface FormFooterProps {
  /** What failed without a field to show it on (see `formErrors`); null when nothing did. */
  problem: string | null;
  submitLabel: string;
  /** While saving the submit button spins and cannot be pressed again (offline, a notice says the save waits). */
  pending: boolean;
  /** Buttons before the submit button, e.g. Cancel. */
  children?: ReactNode;
}

/**
 * The end of a form: why it was not saved, then its buttons with the submit button last, then, while its save waits
 * for the connection, that it does.
 */
export function FormFooter({ problem, submitLabel, pending, children }: FormFooterProps) {
  return (
    <>
      {problem !== null ? (
        <Alert color="red" role="alert" title="Not saved">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {children}
        <PendingButton type="submit" pending={pending} {...WRAPPING_BUTTON}>
          {submitLabel}
        </PendingButton>
      </Group>
      <SaveWhenOnlineNotice pending={pending} />
    </>
  );
}
