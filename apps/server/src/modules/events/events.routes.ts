import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '#src/platform/authz/policy.ts';
import { LiveEventsCatchUp, LiveEventsHeaders, LiveEventsQuery } from '@casework/contract';
import type { EventsService } from './events.service.ts';

const acceptsEventStream = (accept: string | undefined) => /\btext\/event-stream\b/i.test(accept ?? '');

const DESCRIPTION = [
  'Live updates for the signed-in user. With `Accept: text/event-stream` the answer is a Server-Sent Events',
  'stream that stays open: `ready` (the current cursor), then one event per thread change the caller may see',
  '(`message.created`, `thread.created`, `thread.assigned`, `thread.referred`, `thread.archived`,',
  '`thread.unarchived`, `thread.read`, `thread.unread`, `thread.deleted`, `message.files_changed`; data: the',
  'LiveEvent shape, ids only), a `counts` hint after each burst (fetch the inbox counts again), `: heartbeat`',
  'comments every 25 s, and `end` with a reason before the server closes it (`session-ended`: sign in again;',
  'otherwise reconnect). Authenticate with the Bearer token like every call. A reconnect sends the last event id',
  'it received as Last-Event-ID and first gets exactly the events it missed. Without that Accept header the answer',
  'is JSON (LiveEventsCatchUp): the events after lastEventId, for clients that poll.',
].join(' ');

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  app.get(
    '/events',
    {
      // A HEAD of an endless stream would never finish.
      exposeHeadRoute: false,
      config: { policy: signedIn },
      schema: {
        tags: ['live updates'],
        summary: 'Live inbox updates (Server-Sent Events), or the events since a cursor (JSON)',
        description: DESCRIPTION,
        querystring: LiveEventsQuery,
        headers: LiveEventsHeaders,
        produces: ['text/event-stream', 'application/json'],
        response: { 200: LiveEventsCatchUp },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId;
      if (!acceptsEventStream(request.headers.accept)) return events.catchUp(principal, lastEventId);

      const body = new PassThrough();
      const leave = await events.stream(
        principal,
        {
          write: (chunk) => void body.write(chunk),
          end: () => void body.end(),
          get pending() {
            return body.writableLength;
          },
        },
        lastEventId,
      );
      // The client went away (or the stream ended): stop sending to it, and finish the response so its
      // connection is let go (a half-closed socket would otherwise hold the server open).
      reply.raw.once('close', () => {
        leave();
        body.end();
      });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(body as never); // the stream, not the JSON answer the schema describes
    },
  );
};
