import { PluginView, type PluginKey, type PluginListResponse } from '@casework/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberPlugins, replacePlugin } from '../../../platform/plugins/plugins-query.ts';
import { adminRootApi } from './admin-root-api.ts';
import { administrationKeys } from './query-keys.ts';

/** PUT /api/admin/plugins/{pluginKey}: switch an area of the product on or off. */
export function updatePlugin(pluginKey: PluginKey, enabled: boolean) {
  return adminRootApi.put('/api/admin/plugins/{pluginKey}', {
    params: { pluginKey },
    body: { enabled },
    schema: PluginView,
  });
}

/** Saves the switch, then gives this browser's shell the new list at once (others see it next session). */
export function useUpdatePlugin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pluginKey, enabled }: { pluginKey: PluginKey; enabled: boolean }) =>
      updatePlugin(pluginKey, enabled),
    onSuccess: (plugin) => {
      const current = queryClient.getQueryData<PluginListResponse>(administrationKeys.plugins);
      const next = replacePlugin(current ?? { items: [] }, plugin);
      queryClient.setQueryData(administrationKeys.plugins, next);
      rememberPlugins(queryClient, next);
    },
  });
}
