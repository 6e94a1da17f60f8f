import { WebhookWithSecret } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';
import { withoutSecret } from './without-secret.ts';

/** POST /webhooks/{webhookId}/secret: a new secret, shown once; the previous one keeps signing for a while. */
export function rotateWebhookSecret(webhookId: string) {
  return api.post('/webhooks/{webhookId}/secret', { params: { webhookId }, schema: WebhookWithSecret });
}

export function useRotateWebhookSecret(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateWebhookSecret(webhookId),
    onSuccess: (saved) => {
      queryClient.setQueryData(webhookKeys.detail(webhookId), withoutSecret(saved));
    },
  });
}
