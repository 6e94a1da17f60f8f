import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMeResponse } from '@casework/contract';
import { earlyRead } from '#src/platform/authz/authz-plugin.ts';
import { signedIn } from '#src/platform/authz/policy.ts';
import type { MeService } from './me.service.ts';

export const meRoutes: FastifyPluginAsyncZod<{ me: MeService }> = async (app, { me }) => {
  // The teams are read as soon as the session check has found the caller, while the other hooks run.
  const teams = earlyRead((_request, principal) => me.teamsOf(principal));
  app.get(
    '/auth/me',
    {
      // callerTeams: the session check reads the teams with the session, in one statement.
      config: { policy: signedIn, earlyRead: teams, callerTeams: true },
      schema: {
        tags: ['auth'],
        summary: "The caller's roles, teams and permissions (SPEC §6)",
        response: { 200: AuthMeResponse },
      },
    },
    (request) => me.me(request.principal!, teams.take(request)),
  );
};
