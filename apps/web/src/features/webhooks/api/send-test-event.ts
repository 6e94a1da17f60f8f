import { WebhookDeliveryQueued } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';

/** POST /webhooks/{webhookId}/test (202): a `webhook.test` event, delivered at once. */
export function sendTestEvent(webhookId: string) {
  return api.post('/webhooks/{webhookId}/test', { params: { webhookId }, schema: WebhookDeliveryQueued });
}

export function useSendTestEvent(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestEvent(webhookId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.detail(webhookId) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.notifications }),
      ]),
  });
}
