import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PendingButton } from '../ui/pending-button.tsx';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in words a person can weigh. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for actions that cannot be undone. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action with consequences; Cancel has the focus first so Enter never confirms by accident. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeOnClickOutside={!busy}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <PendingButton color={danger ? 'red' : undefined} onClick={onConfirm} pending={busy}>
            {confirmLabel}
          </PendingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
