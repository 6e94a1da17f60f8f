import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PluginListResponse } from '@casework/contract';
import { publicAccess } from '#src/platform/authz/policy.ts';
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
};
