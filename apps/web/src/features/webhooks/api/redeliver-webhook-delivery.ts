import { WebhookDeliveryQueued } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';
import { latestAttemptNumber } from './watch-manual-attempt.ts';

/** POST /webhooks/notifications/{deliveryId}/redeliver (202): one more attempt, with the same webhook-id. */
export function redeliverWebhookDelivery(deliveryId: string) {
  return api.post('/webhooks/notifications/{deliveryId}/redeliver', {
    params: { deliveryId },
    schema: WebhookDeliveryQueued,
  });
}

export interface RedeliverInput {
  deliveryId: string;
  /** The delivery's latest attempt known here, for when its log cannot be read first. */
  attemptsSeen: number;
}

/**
 * Redelivers, and says how many attempts the delivery had before (`attemptsBefore`), read just before asking: the
 * answer only says it was queued, and the new attempt is found in the log by its number.
 */
export function useRedeliverWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ deliveryId, attemptsSeen }: RedeliverInput) => {
      const attemptsBefore = await latestAttemptNumber(deliveryId).catch(() => attemptsSeen);
      const queued = await redeliverWebhookDelivery(deliveryId);
      return { ...queued, attemptsBefore };
    },
    onSuccess: (queued) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.detail(queued.webhookId) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.notifications }),
      ]),
  });
}
