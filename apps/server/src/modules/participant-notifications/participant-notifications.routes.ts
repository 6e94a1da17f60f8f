import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ParticipantNotificationParams,
  ParticipantNotificationSent,
  SendParticipantNotificationBody,
} from '@casework/contract';
import { staffOnly } from '#src/platform/authz/policy.ts';
import type { ParticipantNotificationsService } from './participant-notifications.service.ts';

export const participantNotificationsRoutes: FastifyPluginAsyncZod<{
  notifications: ParticipantNotificationsService;
}> = async (app, { notifications }) => {
  app.post(
    '/participants/:participantId/notifications',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['participants'],
        summary: 'Send the participant an e-mail (welcome: sign-in instructions and the portal address)',
        description:
          '400 participant.no_email when the participant has no e-mail address, participant.inactive when they are ' +
          'not active, participant.no_sign_in when they have no active sign-in account; 502 when the mail server refuses.',
        params: ParticipantNotificationParams,
        body: SendParticipantNotificationBody,
        response: { 202: ParticipantNotificationSent },
      },
    },
    async (request, reply) => {
      const sent = await notifications.send(request.principal!, request.params.participantId, request.body);
      return reply.status(202).send(sent);
    },
  );
};
