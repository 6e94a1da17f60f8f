import { HelpLinkView, trimInputs, type UpdateHelpLinkBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { administrationKeys } from './query-keys.ts';

/** PUT /help-links/{helpLinkId}: a partial update. */
export function updateHelpLink(helpLinkId: string, body: UpdateHelpLinkBody) {
  return api.put('/help-links/{helpLinkId}', {
    params: { helpLinkId },
    body: trimInputs(body),
    schema: HelpLinkView,
  });
}

export function useUpdateHelpLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ helpLinkId, body }: { helpLinkId: string; body: UpdateHelpLinkBody }) =>
      updateHelpLink(helpLinkId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.helpLinks }),
  });
}
