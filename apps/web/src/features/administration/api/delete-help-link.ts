import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { administrationKeys } from './query-keys.ts';

/** DELETE /help-links/{helpLinkId} (204). */
export function deleteHelpLink(helpLinkId: string) {
  return api.delete('/help-links/{helpLinkId}', { params: { helpLinkId } });
}

export function useDeleteHelpLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHelpLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.helpLinks }),
  });
}
