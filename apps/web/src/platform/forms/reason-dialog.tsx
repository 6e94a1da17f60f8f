import { SENSITIVE_REASON_MIN_LENGTH } from '@casework/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PendingButton } from '../ui/pending-button.tsx';
import { useFocusFirstInvalid } from './focus-first-invalid.ts';

const REASON_MAX_LENGTH = 500;

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** Why a reason is asked for (e.g. "Revealing it is recorded in the activity log."). */
  explanation: string;
  confirmLabel?: string;
  busy?: boolean;
  /** The fewest characters the server takes (trimmed); said up front and checked before sending. */
  minLength?: number;
  /** An error from the server, shown under the field. */
  error?: string | null;
  /** Gets the trimmed reason. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks for a reason before an action that is logged, such as revealing sensitive information. Each opening starts
 * with an empty reason: a reason is given for one access, not carried over to the next.
 */
export function ReasonDialog({ opened, title, onCancel, ...form }: ReasonDialogProps) {
  // The form lives inside the modal's content, which unmounts when it closes: its state goes with it.
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <ReasonForm {...form} onCancel={onCancel} />
    </Modal>
  );
}

function ReasonForm({
  explanation,
  confirmLabel = 'Continue',
  busy = false,
  minLength = SENSITIVE_REASON_MIN_LENGTH,
  error,
  onConfirm,
  onCancel,
}: Omit<ReasonDialogProps, 'opened' | 'title'>) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The server's answer is about the reason as sent: once it is edited, the message no longer applies.
  const [edited, setEdited] = useState(false);
  // Refused, here or by the server, the reason field takes the focus from the button: what is typed next goes there.
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(() => formRef.current);
  useEffect(() => {
    if (error) refused();
  }, [error, refused]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < minLength) {
      setProblem(
        trimmed === ''
          ? `Say why you need it, in at least ${minLength} characters`
          : `Give a reason of at least ${minLength} characters`,
      );
      refused();
      return;
    }
    setEdited(false);
    onConfirm(trimmed);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{explanation}</Text>
        <Textarea
          label="Reason"
          description={`At least ${minLength} characters.`}
          withAsterisk
          aria-required
          autosize
          minRows={2}
          maxLength={REASON_MAX_LENGTH}
          data-autofocus
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setProblem(null);
            setEdited(true);
          }}
          error={problem ?? (edited ? undefined : error) ?? undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <PendingButton type="submit" pending={busy}>
            {confirmLabel}
          </PendingButton>
        </Group>
      </Stack>
    </form>
  );
}
