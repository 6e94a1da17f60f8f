import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '@casework/contract';
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { useUpdateParticipant } from '../api/update-participant.ts';

const CONSEQUENCES: Record<AccountStatus, string> = {
  1: 'The participant can sign in again and staff can message them as usual.',
  0: 'The participant is signed out everywhere at once and cannot sign in until the record is made active again. Nothing is deleted.',
  [-1]: 'The participant is signed out everywhere at once and can never sign in again. This cannot be undone; the record is kept for history.',
};

/** Change status (Active / Disabled / Permanently Disabled) after a confirmation that says what it does. */
export function StatusChange({ participantId, status }: { participantId: string; status: AccountStatus }) {
  const [next, setNext] = useState<AccountStatus>(status);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateParticipant(participantId);
  const final = status === -1;

  return (
    <Stack gap="sm">
      {final ? (
        <Text size="sm">This record is permanently disabled. Its status can no longer change.</Text>
      ) : (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Status"
            value={String(next)}
            onChange={(e) => setNext(Number(e.currentTarget.value) as AccountStatus)}
            data={([1, 0, -1] as const).map((s) => ({ value: String(s), label: ACCOUNT_STATUS_LABELS[s] }))}
            w={220}
          />
          <Button variant="light" disabled={next === status} onClick={() => setConfirming(true)}>
            Change status
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={`Make this record ${ACCOUNT_STATUS_LABELS[next].toLowerCase()}?`}
        confirmLabel={`Make ${ACCOUNT_STATUS_LABELS[next].toLowerCase()}`}
        danger={next !== 1}
        busy={update.isPending}
        onCancel={() => setConfirming(false)}
        // mutateAsync, not mutate's own callbacks: the page keys this control by the status, so the saved status
        // puts a new one in its place, and mutate does not call back a component that has gone (no toast came).
        onConfirm={() =>
          update
            .mutateAsync({ status: next, ...(reason.trim() !== '' ? { statusReason: reason } : {}) })
            .then(
              () => {
                setConfirming(false);
                setReason('');
                showToast({
                  color: 'teal',
                  message: `Status changed to ${ACCOUNT_STATUS_LABELS[next]}.`,
                });
              },
              (e: unknown) =>
                showToast({ color: 'red', title: 'Status not changed', message: errorMessage(e) }),
            )
        }
      >
        <Stack gap="sm">
          <Text>{CONSEQUENCES[next]}</Text>
          <Textarea
            label="Reason (kept in the activity log)"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
