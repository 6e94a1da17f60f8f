import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateVerificationBody,
  DecideVerificationBody,
  ListParticipantVerificationsQuery,
  ListVerificationsResponse,
  ParticipantVerificationsParams,
  VerificationParams,
  VerificationQueueQuery,
  VerificationView,
} from '@casework/contract';
import { signedIn, staffOnly } from '#src/platform/authz/policy.ts';
import type { VerificationsService } from './verifications.service.ts';

export const verificationsRoutes: FastifyPluginAsyncZod<{ verifications: VerificationsService }> = async (
  app,
  { verifications },
) => {
  // A static path: Fastify's router prefers it over /participants/:participantId, so "verifications" is never an id.
  app.get(
    '/participants/verifications',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['verifications'],
        summary: 'The verification queue: verifications in one state across participants, oldest first',
        querystring: VerificationQueueQuery,
        response: { 200: ListVerificationsResponse },
      },
    },
    (request) => verifications.queue(request.query),
  );

  app.get(
    '/participants/:participantId/verifications',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['verifications'],
        summary: "A participant's identity verifications, newest first (a participant: only their own)",
        params: ParticipantVerificationsParams,
        querystring: ListParticipantVerificationsQuery,
        response: { 200: ListVerificationsResponse },
      },
    },
    (request) =>
      verifications.listForParticipant(request.principal!, request.params.participantId, request.query),
  );

  app.post(
    '/participants/:participantId/verifications',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['verifications'],
        summary: 'Request an identity verification (pending until decided)',
        params: ParticipantVerificationsParams,
        body: CreateVerificationBody,
        response: { 201: VerificationView },
      },
    },
    async (request, reply) => {
      const view = await verifications.request(
        request.principal!,
        request.params.participantId,
        request.body,
      );
      return reply.code(201).send(view);
    },
  );

  app.put(
    '/participants/:participantId/verifications/:verificationId',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['verifications'],
        summary: 'Decide a pending verification: verified or rejected (409 once decided)',
        params: VerificationParams,
        body: DecideVerificationBody,
        response: { 200: VerificationView },
      },
    },
    (request) =>
      verifications.decide(
        request.principal!,
        request.params.participantId,
        request.params.verificationId,
        request.body,
      ),
  );
};
