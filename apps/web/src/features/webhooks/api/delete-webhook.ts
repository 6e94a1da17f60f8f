import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { webhookKeys } from './query-keys.ts';

/** DELETE /webhooks/{webhookId} (204): the webhook and its delivery log; waiting deliveries are dropped. */
export function deleteWebhook(webhookId: string) {
  return api.delete('/webhooks/{webhookId}', { params: { webhookId } });
}

export function useDeleteWebhook(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteWebhook(webhookId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: webhookKeys.detail(webhookId) });
      queryClient.removeQueries({ queryKey: webhookKeys.notifications });
      return queryClient.invalidateQueries({ queryKey: webhookKeys.lists });
    },
  });
}
