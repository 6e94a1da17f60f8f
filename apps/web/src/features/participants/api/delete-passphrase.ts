import { useMutation } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';

/** DELETE /participants/{participantId}/passphrase */
export function deletePassphrase(participantId: string) {
  return api.delete('/participants/{participantId}/passphrase', { params: { participantId } });
}

export function useDeletePassphrase(participantId: string) {
  return useMutation({ mutationFn: () => deletePassphrase(participantId) });
}
