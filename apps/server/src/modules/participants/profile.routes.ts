import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListSchemaSectionsResponse,
  ParticipantProfileView,
  ProfileParams,
  ProfileQuery,
  SaveProfileBody,
} from '@casework/contract';
import { signedIn } from '#src/platform/authz/policy.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/schema/sections',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['participants'],
        summary: 'The profile sections and their JSON Schema',
        response: { 200: ListSchemaSectionsResponse },
      },
    },
    () => profiles.listSchemaSections(),
  );

  app.get(
    '/participants/:participantId/profile',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['participants'],
        summary: 'Get a participant profile',
        description:
          'Staff see sensitive fields masked ("•••• 1234") unless reveal=true with a reason, which writes a sensitive-info-access activity-log entry. A participant sees their own unmasked.',
        params: ProfileParams,
        querystring: ProfileQuery,
        response: { 200: ParticipantProfileView },
      },
    },
    (request) => profiles.get(request.principal!, request.params.participantId, request.query),
  );

  app.post(
    '/participants/:participantId/profile',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['participants'],
        summary: 'Create a participant profile',
        description:
          'Each section is validated against its schema (GET /schema/sections). 409 participant.profile_exists if a profile exists. A participant may write only sections marked editableByParticipant (403 otherwise). A record merged into another is read-only (409 participant.merged).',
        params: ProfileParams,
        body: SaveProfileBody,
        response: { 201: ParticipantProfileView },
      },
    },
    async (request, reply) => {
      const saved = await profiles.create(request.principal!, request.params.participantId, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/participants/:participantId/profile',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['participants'],
        summary: 'Change profile sections',
        description:
          'Each given section replaces the stored one whole; the others are kept. A masked value sent back unchanged keeps the stored value. A participant may write only sections marked editableByParticipant (403 otherwise). A record merged into another is read-only (409 participant.merged).',
        params: ProfileParams,
        body: SaveProfileBody,
        response: { 200: ParticipantProfileView },
      },
    },
    (request) => profiles.update(request.principal!, request.params.participantId, request.body),
  );
};
