import type { Principal } from '#src/platform/authz/policy.ts';
import type { OutboxLog } from '#src/platform/events/outbox-log.repository.ts';
import type { ViewerOf } from '../threads/thread-viewer.ts';
import { liveEventFor } from './event-visibility.ts';
import type { LiveEventView, LiveEventsCatchUp } from '@casework/contract';
import type { LiveStreams, StreamSink } from './live-streams.ts';

/** Most events one catch-up answer holds, and most outbox rows it reads to find them. */
const CATCH_UP_ITEMS = 100;
const CATCH_UP_SCAN = 2_000;
const SCAN_BATCH = 500;

export interface EventsServiceDeps {
  outbox: Pick<OutboxLog, 'after' | 'head' | 'positionOf' | 'idAt'>;
  streams: Pick<LiveStreams, 'open'>;
  viewerOf: ViewerOf;
}

export function createEventsService({ outbox, streams, viewerOf }: EventsServiceDeps) {
  return {
    /** Opens a live stream (Server-Sent Events) for the caller; returns what to call when the client leaves. */
    stream(principal: Principal, sink: StreamSink, lastEventId: string | undefined) {
      return streams.open(principal, sink, lastEventId);
    },

    /** What happened after `lastEventId` that the caller may see, for clients that poll instead of streaming. */
    async catchUp(principal: Principal, lastEventId: string | undefined): Promise<LiveEventsCatchUp> {
      const position = lastEventId ? await outbox.positionOf(lastEventId) : undefined;
      if (position === undefined) {
        const head = await outbox.head();
        return {
          items: [],
          lastEventId: head > 0 ? await outbox.idAt(head) : null,
          more: false,
          reset: lastEventId !== undefined,
        };
      }
      const viewer = await viewerOf(principal);
      const items: LiveEventView[] = [];
      let cursor = lastEventId!;
      let scanned = 0;
      let at = position;
      for (;;) {
        const events = await outbox.after(at, SCAN_BATCH);
        for (const event of events) {
          const view = liveEventFor(viewer, event);
          if (view) items.push(view);
          cursor = event.id;
          at = event.position;
          scanned += 1;
          if (items.length >= CATCH_UP_ITEMS || scanned >= CATCH_UP_SCAN) {
            const more = (await outbox.after(at, 1)).length > 0;
            return { items, lastEventId: cursor, more, reset: false };
          }
        }
        if (events.length < SCAN_BATCH) return { items, lastEventId: cursor, more: false, reset: false };
      }
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
