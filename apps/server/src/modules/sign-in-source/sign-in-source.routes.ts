import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListSignInSourcesResponse,
  ParticipantSignInSourceView,
  SignInSourceParams,
  UpdateSignInSourceBody,
} from '@casework/contract';
import { signedIn, staffOnly } from '#src/platform/authz/policy.ts';
import type { SignInSourceService } from './sign-in-source.service.ts';

export const signInSourceRoutes: FastifyPluginAsyncZod<{ signInSource: SignInSourceService }> = async (
  app,
  { signInSource },
) => {
  app.get(
    '/sign-in-sources/participants/:participantId',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['sign-in-source'],
        summary: 'The ways this participant could sign in, marking the current one',
        params: SignInSourceParams,
        response: { 200: ListSignInSourcesResponse },
      },
    },
    (request) => signInSource.listSources(request.principal!, request.params.participantId),
  );

  app.get(
    '/participants/:participantId/sign-in-source',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['sign-in-source'],
        summary:
          'How the participant signs in, with account status and last sign-in (a participant: their own)',
        params: SignInSourceParams,
        response: { 200: ParticipantSignInSourceView },
      },
    },
    (request) => signInSource.get(request.principal!, request.params.participantId),
  );

  app.put(
    '/participants/:participantId/sign-in-source',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['sign-in-source'],
        summary:
          "Change how the participant signs in; 'none' disables the account and ends its sessions at once",
        params: SignInSourceParams,
        body: UpdateSignInSourceBody,
        response: { 200: ParticipantSignInSourceView },
      },
    },
    (request) => signInSource.update(request.principal!, request.params.participantId, request.body),
  );
};
