import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListParticipantThreadsQuery,
  ListParticipantThreadsResponse,
  ParticipantParams,
} from '@casework/contract';
import { staffOnly } from '#src/platform/authz/policy.ts';
import type { ParticipantThreadsService } from './participant-threads.service.ts';

/** The conversations of a participant's record (staff). Not a SPEC §7 call: see decision 010. */
export const participantThreadsRoutes: FastifyPluginAsyncZod<{
  participantThreads: ParticipantThreadsService;
}> = async (app, { participantThreads }) => {
  app.get(
    '/participants/:participantId/threads',
    {
      config: { policy: staffOnly },
      schema: {
        tags: ['threads'],
        summary: "A participant's threads that the caller may see, newest activity first",
        description:
          'For the staff participant record. Only the threads the caller may open, as in the inboxes: threads ' +
          'they own or are assigned to, the threads of the team inboxes they work, and (supervisors) those of the ' +
          'members of their teams; administrators by the same rule. Each item says where the thread opens for ' +
          'the caller (openIn). Subjects and previews only, like an inbox: no reason is asked and nothing is ' +
          'logged. A participant id that does not exist answers 404.',
        params: ParticipantParams,
        querystring: ListParticipantThreadsQuery,
        response: { 200: ListParticipantThreadsResponse },
      },
    },
    (request) => participantThreads.list(request.principal!, request.params.participantId, request.query),
  );
};
