import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckDuplicatesQuery,
  CheckDuplicatesResponse,
  CreateParticipantBody,
  ListParticipantsQuery,
  ListParticipantsResponse,
  ParticipantParams,
  ParticipantStaffView,
  ParticipantView,
  UpdateParticipantBody,
} from '@casework/contract';
import { signedIn, staffOnly, supervisorsAndAdmins } from '#src/platform/authz/policy.ts';
import type { ParticipantsService } from './participants.service.ts';

export const participantsRoutes: FastifyPluginAsyncZod<{ participants: ParticipantsService }> = async (
  app,
  { participants },
) => {
  app.get(
    '/participants',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['participants'],
        summary: 'Search participants',
        description:
          'Every filter given must match. Names match by prefix and by similar spelling or sound ("Jon" finds John, Jonathan and Johnson); name matches the first or the last name, for a name typed alone; phone by digits only. Ranked exact, then prefix, then similar.',
        querystring: ListParticipantsQuery,
        response: { 200: ListParticipantsResponse },
      },
    },
    (request) => participants.list(request.query),
  );

  app.post(
    '/participants',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['participants'],
        summary: 'Add a participant',
        description:
          '400 for anything wrong with the request, including a duplicate (same names and date of birth): code participant.duplicate, detail naming the existing participant.',
        body: CreateParticipantBody,
        response: { 201: ParticipantStaffView },
      },
    },
    async (request, reply) => {
      const created = await participants.create(request.principal!, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/participants/check-duplicates',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['participants'],
        summary: 'Likely duplicates of a person about to be added',
        description:
          'Tolerant of typos, nicknames and date-of-birth slips (one digit, day and month swapped); each with a score and the reasons it matched.',
        querystring: CheckDuplicatesQuery,
        response: { 200: CheckDuplicatesResponse },
      },
    },
    (request) => participants.checkDuplicates(request.query),
  );

  app.get(
    '/participants/:participantId',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['participants'],
        summary: 'Get a participant (staff: any; a participant: their own)',
        params: ParticipantParams,
        response: { 200: ParticipantView },
      },
    },
    (request) => participants.get(request.principal!, request.params.participantId),
  );

  app.put(
    '/participants/:participantId',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['participants'],
        summary: 'Change a participant',
        description:
          "Partial update. Staff may change names, date of birth, e-mail, phones and status; a participant only their own e-mail and phones (403 otherwise). Status: Active (1) and Disabled (0) switch freely; Permanently Disabled (-1) is final (409 participant.status_final). Disabling ends the participant's sessions at once. A record merged into another is read-only: 409 participant.merged, naming the record to use.",
        params: ParticipantParams,
        body: UpdateParticipantBody,
        response: { 200: ParticipantView },
      },
    },
    (request) => participants.update(request.principal!, request.params.participantId, request.body),
  );

  app.delete(
    '/participants/:participantId',
    {
      config: { policy: supervisorsAndAdmins },
      schema: {
        tags: ['participants'],
        summary: 'Delete a participant entered by mistake',
        description:
          'Only a participant with no files, verifications or sign-in account (409 participant.has_records otherwise); everything else is disabled, not deleted.',
        params: ParticipantParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await participants.remove(request.principal!, request.params.participantId);
      return reply.status(204).send(null);
    },
  );
};
