import { WebhookView, trimInputs, type UpdateWebhookBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';

/** PUT /webhooks/{webhookId}: a partial update; `isActive: true` also clears a 410 disablement. */
export function updateWebhook(webhookId: string, body: UpdateWebhookBody) {
  return api.put('/webhooks/{webhookId}', {
    params: { webhookId },
    body: trimInputs(body),
    schema: WebhookView,
  });
}

export function useUpdateWebhook(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookBody) => updateWebhook(webhookId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(webhookKeys.detail(webhookId), saved);
      // Pausing cancels waiting deliveries: the log shows them cancelled.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.lists }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.notifications }),
      ]);
    },
  });
}
