import { VERIFICATION_NOTE_MAX_CHARS, type VerificationView } from '@casework/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useDecideVerification } from '../api/decide-verification.ts';

export interface VerificationDecisionProps {
  verification: VerificationView;
  /** Name the participant in the buttons, the dialog and the toast: where several people's checks are listed. */
  withParticipantName?: boolean;
}

/**
 * Verify or reject a pending verification. Verifying is one press; rejecting asks first, with an optional reason,
 * because a decided verification is final. The same controls on the record and in the staff queue.
 */
export function VerificationDecision({
  verification: v,
  withParticipantName = false,
}: VerificationDecisionProps) {
  const decide = useDecideVerification(v.participantId);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const what = withParticipantName ? `${v.methodLabel} for ${v.participantName}` : v.methodLabel;

  function send(status: 'verified' | 'rejected') {
    const note = status === 'rejected' ? reason.trim() : '';
    decide.mutate(
      { verificationId: v.id, status, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setRejecting(false);
          setReason('');
          showToast({ color: 'teal', message: `${what} ${status}.` });
        },
        onError: (e) => showToast({ color: 'red', title: 'Not saved', message: errorMessage(e) }),
      },
    );
  }

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <PendingButton
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconCheck size={14} aria-hidden />}
          aria-label={`Verify: ${what}`}
          pending={decide.isPending && !rejecting}
          disabled={decide.isPending && rejecting}
          onClick={() => send('verified')}
        >
          Verify
        </PendingButton>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconX size={14} aria-hidden />}
          aria-label={`Reject: ${what}`}
          disabled={decide.isPending}
          onClick={() => setRejecting(true)}
        >
          Reject
        </Button>
      </Group>
      <ConfirmDialog
        opened={rejecting}
        title={
          withParticipantName
            ? `Reject this verification of ${v.participantName}?`
            : 'Reject this verification?'
        }
        confirmLabel="Reject verification"
        danger
        busy={decide.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={() => send('rejected')}
      >
        <Stack gap="sm">
          <Text size="sm">
            {v.methodLabel}. The participant stays unverified by this method; staff can request it again.
          </Text>
          <TextInput
            label="Reason (optional)"
            description="Kept with the decision, for whoever reads this record next."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={VERIFICATION_NOTE_MAX_CHARS}
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
