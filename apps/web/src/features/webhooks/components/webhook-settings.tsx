import type { UpdateWebhookBody, WebhookEventInfo, WebhookView } from '@casework/contract';
import { Text } from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { WebhookForm, type WebhookFormOutput } from './webhook-form.tsx';

export interface WebhookSettingsProps {
  webhook: WebhookView;
  catalogue: readonly WebhookEventInfo[] | undefined;
  catalogueError: string | null;
}

function changesOf(webhook: WebhookView, values: WebhookFormOutput): UpdateWebhookBody {
  const sameEvents =
    values.eventTypes.length === webhook.eventTypes.length &&
    values.eventTypes.every((type) => webhook.eventTypes.includes(type));
  return {
    ...(values.url !== webhook.url ? { url: values.url } : {}),
    ...(values.description !== webhook.description ? { description: values.description } : {}),
    ...(sameEvents ? {} : { eventTypes: values.eventTypes }),
    ...(values.isActive !== webhook.isActive ? { isActive: values.isActive } : {}),
  };
}

/** What switching the webhook on or off will do, next to the switch. */
function activeNote(webhook: WebhookView, isActive: boolean) {
  let note: string | null = null;
  if (webhook.health === 'disabled')
    note = isActive
      ? 'Saving switches delivery back on and clears the 410 Gone disablement and the failure streak. Make sure the receiver accepts events again first.'
      : 'Delivery stopped because the receiver answered 410 Gone. Switch it on once the receiver accepts events again.';
  else if (!webhook.isActive && isActive) note = 'Saving resumes delivery of new events.';
  else if (webhook.isActive && !isActive)
    note = 'Saving pauses delivery: deliveries still waiting are cancelled.';
  return note ? (
    <Text
      size="sm"
      c={webhook.health === 'disabled' ? undefined : 'dimmed'}
      fw={webhook.health === 'disabled' ? 500 : undefined}
    >
      {note}
    </Text>
  ) : null;
}

/** The webhook's URL, description, events and Active switch, prefilled; only what changed is sent. */
export function WebhookSettings({ webhook, catalogue, catalogueError }: WebhookSettingsProps) {
  const update = useUpdateWebhook(webhook.id);

  return (
    <WebhookForm
      initial={{
        url: webhook.url,
        description: webhook.description,
        eventTypes: [...webhook.eventTypes],
        isActive: webhook.isActive,
      }}
      catalogue={catalogue}
      catalogueError={catalogueError}
      submitLabel="Save changes"
      pending={update.isPending}
      error={update.error}
      activeNote={(isActive) => activeNote(webhook, isActive)}
      onSubmit={(values) => {
        const changes = changesOf(webhook, values);
        if (Object.keys(changes).length === 0) {
          showToast({ color: 'gray', message: 'Nothing changed, so nothing was saved.' });
          return;
        }
        update.mutate(changes, {
          onSuccess: (saved) =>
            showToast({
              color: 'teal',
              message:
                changes.isActive === true && webhook.health === 'disabled'
                  ? 'Webhook switched on again: delivery resumes.'
                  : `Webhook saved${saved.isActive ? '' : ' (paused)'}.`,
            }),
        });
      }}
    />
  );
}
