import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** Why a reason is asked for (e.g. "Revealing it is recorded in the activity log."). */
  explanation: string;
  confirmLabel?: string;
  busy?: boolean;
  /** An error from the server, shown under the field. */
  error?: string | null;
  /** Gets the trimmed reason. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for a reason before an action that is logged, such as revealing sensitive information. */
export function ReasonDialog({
  opened,
  title,
  explanation,
  confirmLabel = 'Continue',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    onConfirm(trimmed);
  }

  function close() {
    setReason('');
    setMissing(false);
    onCancel();
  }

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{explanation}</Text>
          <Textarea
            label="Reason"
            withAsterisk
            aria-required
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? 'Say why you need it' : (error ?? undefined)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
