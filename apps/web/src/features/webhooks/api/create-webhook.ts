import { WebhookWithSecret, trimInputs, type CreateWebhookBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';
import { withoutSecret } from './without-secret.ts';

/** POST /webhooks: the answer holds the signing secret, shown this once. */
export function createWebhook(body: CreateWebhookBody) {
  return api.post('/webhooks', { body: trimInputs(body), schema: WebhookWithSecret });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: (saved) => {
      queryClient.setQueryData(webhookKeys.detail(saved.id), withoutSecret(saved));
      return queryClient.invalidateQueries({ queryKey: webhookKeys.lists });
    },
  });
}
