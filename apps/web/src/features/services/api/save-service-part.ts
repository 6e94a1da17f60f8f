import { api } from '../../../platform/api/api.ts';
import {
  partItemPath,
  partListPath,
  partSchema,
  type ServicePart,
  type ServicePartBodies,
} from './service-parts.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

export interface SaveServicePartInput<P extends ServicePart> {
  /** The item to replace; a new one is added when absent. */
  itemId?: string | null;
  body: ServicePartBodies[P];
}

/**
 * POST /services/{serviceId}/<part> to add (contacts, phones, eligibilities, required-documents, service-areas),
 * PUT /services/{serviceId}/<part>/{id} to replace.
 */
export function saveServicePart<P extends ServicePart>(
  part: P,
  serviceId: string,
  { itemId, body }: SaveServicePartInput<P>,
) {
  const schema = partSchema(part);
  if (itemId) {
    return api.put(partItemPath(part), { params: { serviceId, itemId }, body, schema });
  }
  return api.post(partListPath(part), { params: { serviceId }, body, schema });
}

export function useSaveServicePart<P extends ServicePart>(part: P, serviceId: string) {
  return useDirectoryMutation((input: SaveServicePartInput<P>) => saveServicePart(part, serviceId, input));
}
