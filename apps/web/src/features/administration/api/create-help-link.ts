import { HelpLinkView, trimInputs, type CreateHelpLinkBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { administrationKeys } from './query-keys.ts';

/** POST /help-links */
export function createHelpLink(body: CreateHelpLinkBody) {
  return api.post('/help-links', { body: trimInputs(body), schema: HelpLinkView });
}

export function useCreateHelpLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHelpLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.helpLinks }),
  });
}
