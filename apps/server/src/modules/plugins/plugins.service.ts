import {
  PLUGIN_KEYS,
  type PluginKey,
  type PluginListResponse,
  type PluginView,
  type UpdatePluginBody,
} from '@casework/contract';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import type { PluginRow, PluginsRepository } from './plugins.repository.ts';

const isPluginKey = (k: string): k is PluginKey => (PLUGIN_KEYS as readonly string[]).includes(k);

const present = (r: PluginRow, key: PluginKey): PluginView => ({
  key,
  name: r.name,
  description: r.description,
  enabled: r.enabled,
});

export function createPluginsService({ plugins }: { plugins: PluginsRepository }) {
  return {
    async listPlugins(): Promise<PluginListResponse> {
      const rows = await plugins.list();
      return {
        items: rows.filter((r) => isPluginKey(r.key)).map((r) => present(r, r.key as PluginKey)),
      };
    },

    /** Switches an area of the product on or off; the app shell hides what is off on its next load. */
    async updatePlugin(principal: Principal, key: PluginKey, body: UpdatePluginBody): Promise<PluginView> {
      return plugins.transaction(async (repo, tx) => {
        const row = await repo.setEnabled(key, body.enabled);
        if (!row) throw notFound('plugin', key);
        await writeActivity(tx, {
          kind: 'plugin-changed',
          actorUserId: principal.userId,
          message: `Turned ${body.enabled ? 'on' : 'off'} ${row.name} (${key}).`,
          detail: { pluginKey: key, enabled: body.enabled },
        });
        return present(row, key);
      });
    },
  };
}
export type PluginsService = ReturnType<typeof createPluginsService>;
