import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateThreadBody,
  ListMessagesQuery,
  ListMessagesResponse,
  MessageView,
  ReplyBody,
  ThreadParams,
  ThreadView,
} from '@casework/contract';
import { adminOnly, signedIn } from '#src/platform/authz/policy.ts';
import { rateLimited } from '#src/platform/errors/app-error.ts';
import type { ThreadsService } from './threads.service.ts';

const messagesOf = (n: number) => `${n} message${n === 1 ? '' : 's'}`;

/** The refusal of a message past the limit: how many were sent, and when to send it again ("in 57 seconds"). */
export function messageLimitSentence(max: number, wait: string): string {
  return `You have sent ${messagesOf(max)} in the last minute, the most one person may send. Send this one again ${wait}.`;
}

export const threadsRoutes: FastifyPluginAsyncZod<{
  threads: ThreadsService;
  messagesPerMinute: number;
}> = async (app, { threads, messagesPerMinute }) => {
  // One limiter, so one count per person for new threads and replies together: a route's own `config.rateLimit`
  // would give each route a store of its own. A preHandler, so it runs after authentication and the key is the user.
  const messageLimit = app.rateLimit({
    max: messagesPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `thread-message:${request.principal?.userId ?? request.ip}`,
    errorResponseBuilder: (_request, { max, ttl }) =>
      rateLimited(ttl, (wait) => messageLimitSentence(max, wait)),
  });
  const limitNote =
    `Each person may send ${messagesOf(messagesPerMinute)} a minute, new threads and replies together; ` +
    'more are refused with 429 and Retry-After.';
  const unfilledNote =
    'A staff message that still holds a quick-message variable such as {team.name} is refused (400, ' +
    'message.unfilled_variable): the participant would read the braces.';

  app.post(
    '/threads',
    {
      config: { policy: signedIn },
      preHandler: messageLimit,
      schema: {
        tags: ['threads'],
        summary: 'Start a thread with its first message',
        description:
          'A participant writes to a team: teamId, applicationId (its team) or serviceTeamId; private teams and ' +
          'inactive applications do not exist for participants (404). Staff write to a participant (participantId) ' +
          'for a team whose inbox they work (teamId or applicationId; they are assigned to it), or without a team ' +
          'in a personal thread they own. The body is rich text, sanitised with an allow-list; a body with no text ' +
          `left is refused (400). ${unfilledNote} ${limitNote}`,
        body: CreateThreadBody,
        response: { 201: ThreadView },
      },
    },
    async (request, reply) => reply.code(201).send(await threads.create(request.principal!, request.body)),
  );

  app.get(
    '/threads/:threadId',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary:
          'A thread with its newest messages, participants, staff members and teams (each with a name)',
        params: ThreadParams,
        response: { 200: ThreadView },
      },
    },
    (request) => threads.get(request.principal!, request.params.threadId),
  );

  app.delete(
    '/threads/:threadId',
    {
      config: { policy: adminOnly },
      schema: {
        tags: ['threads'],
        summary: 'Delete a thread with its messages and files (administrators)',
        params: ThreadParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await threads.remove(request.principal!, request.params.threadId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/messages/:threadId',
    {
      config: { policy: signedIn },
      schema: {
        tags: ['threads'],
        summary: "A page of a thread's messages, oldest first",
        params: ThreadParams,
        querystring: ListMessagesQuery,
        response: { 200: ListMessagesResponse },
      },
    },
    (request) => threads.messages(request.principal!, request.params.threadId, request.query),
  );

  app.post(
    '/threads/:threadId/replies',
    {
      config: { policy: signedIn },
      preHandler: messageLimit,
      schema: {
        tags: ['threads'],
        summary:
          'Reply in a thread (rich text; a reply brings the thread back to every inbox that archived it)',
        description: `${unfilledNote} ${limitNote}`,
        params: ThreadParams,
        body: ReplyBody,
        response: { 201: MessageView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await threads.reply(request.principal!, request.params.threadId, request.body)),
  );
};
