import { DeletedIdsResult } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** DELETE /services/{serviceId}/required-documents with { ids }: all of them or none (404 naming a stranger). */
export function deleteRequiredDocuments(serviceId: string, ids: readonly string[]) {
  return api.delete('/services/{serviceId}/required-documents', {
    params: { serviceId },
    body: { ids },
    schema: DeletedIdsResult,
  });
}

export function useDeleteRequiredDocuments(serviceId: string) {
  return useDirectoryMutation((ids: readonly string[]) => deleteRequiredDocuments(serviceId, ids));
}
