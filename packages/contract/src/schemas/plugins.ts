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

export const PluginParams = z.object({ pluginKey: z.enum(PLUGIN_KEYS) });
/** PUT /api/admin/plugins/{pluginKey}: switch an area of the product on or off. */
export const UpdatePluginBody = z.strictObject({
  enabled: z.boolean().describe('false hides the area from navigation and refuses its screens'),
});
export type UpdatePluginBody = z.infer<typeof UpdatePluginBody>;
