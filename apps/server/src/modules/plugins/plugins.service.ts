import { PLUGIN_KEYS, type PluginKey, type PluginListResponse } from '@casework/contract';
import type { PluginsRepository } from './plugins.repository.ts';

const isPluginKey = (k: string): k is PluginKey => (PLUGIN_KEYS as readonly string[]).includes(k);

export function createPluginsService({ plugins }: { plugins: PluginsRepository }) {
  return {
    async listPlugins(): Promise<PluginListResponse> {
      const rows = await plugins.list();
      return {
        items: rows
          .filter((r) => isPluginKey(r.key))
          .map((r) => ({
            key: r.key as PluginKey,
            name: r.name,
            description: r.description,
            enabled: r.enabled,
          })),
      };
    },
  };
}
export type PluginsService = ReturnType<typeof createPluginsService>;
