import { RebuildServiceIndexResult } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** POST /services/indexes: rebuilds the search index from the tables (administrators). */
export function rebuildServiceIndex() {
  return api.post('/services/indexes', { schema: RebuildServiceIndexResult });
}

export function useRebuildServiceIndex() {
  return useDirectoryMutation(rebuildServiceIndex);
}
