import { z } from 'zod';
import { PLUGIN_KEYS } from '../constants.ts';

export const PluginView = z
  .object({
    key: z.enum(PLUGIN_KEYS),
    name: z.string(),
    description: z.string(),
    enabled: z.boolean(),
  })
  .meta({ id: 'Plugin' });
export type PluginView = z.infer<typeof PluginView>;

/** GET /api/admin/plugins */
export const PluginListResponse = z.object({ items: z.array(PluginView) });
export type PluginListResponse = z.infer<typeof PluginListResponse>;
