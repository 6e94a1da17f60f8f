import { api } from '../../../platform/api/api.ts';
import { partItemPath, type DeletableServicePart } from './service-parts.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** DELETE /services/{serviceId}/contacts/{id}, .../phones/{id} or .../required-documents/{id}: 204. */
export async function deleteServicePart(
  part: DeletableServicePart,
  serviceId: string,
  itemId: string,
): Promise<void> {
  await api.delete(partItemPath(part), { params: { serviceId, itemId } });
}

export function useDeleteServicePart(part: DeletableServicePart, serviceId: string) {
  return useDirectoryMutation((itemId: string) => deleteServicePart(part, serviceId, itemId));
}
