import { WebhookDeliveryQueued } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';

/** POST /webhooks/notifications/{deliveryId}/redeliver (202): one more attempt, with the same webhook-id. */
export function redeliverWebhookDelivery(deliveryId: string) {
  return api.post('/webhooks/notifications/{deliveryId}/redeliver', {
    params: { deliveryId },
    schema: WebhookDeliveryQueued,
  });
}

export function useRedeliverWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhookDelivery,
    onSuccess: (queued) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.detail(queued.webhookId) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.notifications }),
      ]),
  });
}
