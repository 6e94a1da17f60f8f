import { z } from 'zod';
import { LIVE_EVENT_TYPES } from '../constants.ts';
import { Uuid } from './common.ts';

/** The wire format of GET /api/v1/events (live updates; docs/decisions/009-live-updates.md). */
/** One live event: ids only — never subjects, message text, names or files. */
export const LiveEventView = z
  .object({
    id: Uuid.describe('The event id; also the SSE id, which a client sends back as Last-Event-ID'),
    type: z.enum(LIVE_EVENT_TYPES),
    threadId: Uuid,
    messageId: Uuid.nullable().describe(
      'The new message (message.created), the message whose files changed, the message read up to (thread.read), ' +
        'or the first message unread again (thread.unread)',
    ),
    teamId: Uuid.nullable().describe("The thread's team after the change (null: a personal thread)"),
    byMe: z.boolean().describe('The caller caused it (in this or another tab or device)'),
    at: z.string().describe('When it happened, ISO 8601 UTC'),
  })
  .meta({ id: 'LiveEvent' });
export type LiveEventView = z.infer<typeof LiveEventView>;

export const LiveEventsQuery = z.object({
  lastEventId: Uuid.optional().describe(
    'The last event the client has; the Last-Event-ID header, when sent, takes precedence',
  ),
});

export const LiveEventsHeaders = z.object({
  'last-event-id': Uuid.optional().describe('The id of the last event received (SSE reconnect)'),
});

/** GET /api/v1/events without `Accept: text/event-stream`: what happened since lastEventId, for polling clients. */
export const LiveEventsCatchUp = z
  .object({
    items: z.array(LiveEventView).describe('Events after lastEventId the caller may see, oldest first'),
    lastEventId: Uuid.nullable().describe('Send this back as lastEventId (or Last-Event-ID) next time'),
    more: z.boolean().describe('More events are waiting: ask again at once'),
    reset: z
      .boolean()
      .describe(
        'lastEventId was unknown (too old or never sent): reload what is on screen, then continue from here',
      ),
  })
  .meta({ id: 'LiveEventsCatchUp' });
export type LiveEventsCatchUp = z.infer<typeof LiveEventsCatchUp>;
