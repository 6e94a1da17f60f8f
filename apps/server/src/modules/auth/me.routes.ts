import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMeResponse } from '@casework/contract';
import { signedIn } from '#src/platform/authz/policy.ts';
import type { MeService } from './me.service.ts';

export const meRoutes: FastifyPluginAsyncZod<{ me: MeService }> = async (app, { me }) => {
  app.get(
    '/auth/me',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['auth'],
        summary: "The caller's roles, teams and permissions (SPEC §6)",
        response: { 200: AuthMeResponse },
      },
    },
    (request) => me.me(request.principal!),
  );
};
