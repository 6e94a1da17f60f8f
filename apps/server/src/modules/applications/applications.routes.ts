import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationParams,
  ApplicationView,
  CreateApplicationBody,
  ListApplicationsQuery,
  ListApplicationsResponse,
  UpdateApplicationBody,
} from '@casework/contract';
import { adminOnly, signedIn } from '#src/platform/authz/policy.ts';
import type { ApplicationsService } from './applications.service.ts';

export const applicationsRoutes: FastifyPluginAsyncZod<{ applications: ApplicationsService }> = async (
  app,
  { applications },
) => {
  app.get(
    '/applications',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['applications'],
        summary:
          'Secure-messaging departments, alphabetical (participants: only active ones, without their teams)',
        querystring: ListApplicationsQuery,
        response: { 200: ListApplicationsResponse },
      },
    },
    (request) => applications.list(request.principal!, request.query),
  );

  app.post(
    '/applications',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['applications'],
        summary: 'Create an application answered by a team (409 when the name is taken)',
        body: CreateApplicationBody,
        response: { 201: ApplicationView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applications.create(request.principal!, request.body)),
  );

  app.put(
    '/applications/:applicationId',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['applications'],
        summary: 'Change an application: name, description, answering team, active',
        params: ApplicationParams,
        body: UpdateApplicationBody,
        response: { 200: ApplicationView },
      },
    },
    (request) => applications.update(request.principal!, request.params.applicationId, request.body),
  );
};
