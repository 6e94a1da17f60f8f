import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PluginListResponse, PluginParams, PluginView, UpdatePluginBody } from '@casework/contract';
import { adminOnly, publicAccess } from '#src/platform/authz/policy.ts';
import type { PluginsService } from './plugins.service.ts';

export const pluginsRoutes: FastifyPluginAsyncZod<{ plugins: PluginsService }> = async (app, { plugins }) => {
  app.get(
    '/api/admin/plugins',
    {
      // The app shell loads this before anything else, also on the sign-in page; it names product areas only.
      config: {
        policy: publicAccess('Which product areas are switched on; loaded by the app shell before sign-in'),
      },
      schema: {
        tags: ['plugins'],
        summary: 'List the product areas and whether each is on',
        response: { 200: PluginListResponse },
      },
    },
    () => plugins.listPlugins(),
  );

  app.put(
    '/api/admin/plugins/:pluginKey',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['plugins'],
        summary: 'Switch a product area on or off (the app shell hides what is off)',
        params: PluginParams,
        body: UpdatePluginBody,
        response: { 200: PluginView },
      },
    },
    (request) => plugins.updatePlugin(request.principal!, request.params.pluginKey, request.body),
  );
};
