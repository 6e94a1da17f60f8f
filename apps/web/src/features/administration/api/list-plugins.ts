import { PluginListResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRootApi } from './admin-root-api.ts';
import { administrationKeys } from './query-keys.ts';

/** GET /api/admin/plugins, asked afresh: the administrator edits what the server has now, not the cached copy. */
export function listPlugins(signal?: AbortSignal) {
  return adminRootApi.get('/api/admin/plugins', { schema: PluginListResponse, signal });
}

export const pluginsAdministrationQueryOptions = queryOptions({
  queryKey: administrationKeys.plugins,
  queryFn: ({ signal }) => listPlugins(signal),
  staleTime: 0,
});

export function usePluginsForAdministration() {
  return useQuery(pluginsAdministrationQueryOptions);
}
