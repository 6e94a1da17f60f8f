import { WEBHOOK_SECRET_OVERLAP_HOURS, type WebhookView } from '@casework/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconKey, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret.ts';
import { useSendTestEvent } from '../api/send-test-event.ts';
import type { ManualAttemptWatch } from '../api/watch-manual-attempt.ts';
import { ManualAttemptStatus } from './manual-attempt-status.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { SecretPanel } from './secret-panel.tsx';
import { formatDateTime } from './webhook-time.ts';

export interface WebhookActionsProps {
  webhook: WebhookView;
  /** After the webhook was deleted (the toast is shown already). */
  onDeleted: () => void;
}

/**
 * Send a test event, rotate the secret (shown once), delete the webhook (after asking). The server only queues a
 * test event (202): the words under the buttons say "queued", then how the attempt went once it is made (no toast,
 * which would still say "queued" beside the result).
 */
export function WebhookActions({ webhook, onDeleted }: WebhookActionsProps) {
  const test = useSendTestEvent(webhook.id);
  const rotate = useRotateWebhookSecret(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [testWatch, setTestWatch] = useState<ManualAttemptWatch | null>(null);

  function sendTest() {
    test.mutate(undefined, {
      onSuccess: (queued) => {
        setTestWatch({
          webhookId: queued.webhookId,
          deliveryId: queued.deliveryId,
          trigger: 'test',
          attemptsBefore: 0,
          queuedAt: Date.now(),
        });
      },
      onError: (e) => showToast({ color: 'red', title: 'Test event not sent', message: errorMessage(e) }),
    });
  }

  return (
    <div style={{ maxWidth: 560 }}>
      <Group gap="xs">
        <PendingButton
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={sendTest}
          pending={test.isPending}
          disabled={!webhook.isActive}
        >
          Send test event
        </PendingButton>
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setConfirming('rotate')}
        >
          Rotate secret
        </Button>
        <Button
          variant="outline"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setConfirming('delete')}
        >
          Delete webhook
        </Button>
      </Group>
      <ManualAttemptStatus
        watch={testWatch}
        waitingText="Test event queued: waiting for the receiver's answer."
        mt="xs"
      />
      <ConfirmDialog
        opened={confirming === 'rotate'}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        busy={rotate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => setConfirming(null),
            onError: (e) =>
              showToast({ color: 'red', title: 'Secret not rotated', message: errorMessage(e) }),
          })
        }
      >
        <Stack gap="xs">
          <Text>A new secret is made and shown to you once.</Text>
          <Text>
            For the next {WEBHOOK_SECRET_OVERLAP_HOURS} hours every delivery is signed with both the new and
            the previous secret, so the receiver keeps accepting events while you update it. After that only
            the new secret signs.
          </Text>
        </Stack>
      </ConfirmDialog>
      <Modal
        opened={rotate.data !== undefined}
        onClose={() => rotate.reset()}
        title="New signing secret"
        centered
        size="lg"
      >
        {rotate.data ? (
          <Stack gap="md">
            <SecretPanel secret={rotate.data.secret}>
              {rotate.data.previousSecretExpiresAt ? (
                <Text size="sm">
                  The previous secret also signs until {formatDateTime(rotate.data.previousSecretExpiresAt)}.
                </Text>
              ) : null}
            </SecretPanel>
            <Group justify="flex-end">
              <Button onClick={() => rotate.reset()}>I have stored it</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        danger
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showToast({ color: 'teal', message: `Webhook deleted: ${webhook.url} gets no more events.` });
              setConfirming(null);
              onDeleted();
            },
            onError: (e) => showToast({ color: 'red', title: 'Not deleted', message: errorMessage(e) }),
          })
        }
      >
        <Text style={{ overflowWrap: 'anywhere' }}>
          {`${webhook.url} gets no more events. Deliveries still waiting are dropped and the delivery log is deleted. This cannot be undone.`}
        </Text>
      </ConfirmDialog>
    </div>
  );
}
