import { PassphraseSaved, trimInputs, type SetPassphraseBody } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { participantKeys } from './query-keys.ts';

/** POST (first time) or PUT (replace) /participants/{participantId}/passphrase; answers never hold the passphrase. */
export function setPassphrase(participantId: string, body: SetPassphraseBody, replace: boolean) {
  const options = { params: { participantId }, body: trimInputs(body), schema: PassphraseSaved };
  return replace
    ? api.put('/participants/{participantId}/passphrase', options)
    : api.post('/participants/{participantId}/passphrase', options);
}

export function useSetPassphrase(participantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replace, ...body }: SetPassphraseBody & { replace: boolean }) =>
      setPassphrase(participantId, body, replace),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantKeys.signInSource(participantId) }),
  });
}
