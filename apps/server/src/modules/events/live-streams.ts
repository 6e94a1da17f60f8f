import type { Principal } from '#src/platform/authz/policy.ts';
import { tooManyRequests } from '#src/platform/errors/app-error.ts';
import type { FeedSubscription, OutboxFeed } from '#src/platform/events/outbox-feed.ts';
import type { LoggedEvent, OutboxLog } from '#src/platform/events/outbox-log.repository.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import type { ThreadViewer } from '../threads/threads-access.ts';
import type { ViewerOf } from '../threads/thread-viewer.ts';
import { liveEventFor } from './event-visibility.ts';
import type { EventsRepository } from './events.repository.ts';
import { sseComment, sseEvent, sseRetry } from './sse-format.ts';

/** Where a stream's bytes go (the HTTP response); `end` closes it. */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
  /** Bytes written but not yet taken by the client. */
  readonly pending: number;
}

/** Why the server ends a stream: sent to the client as `event: end` before the connection closes. */
export type EndReason = 'session-ended' | 'server-closing' | 'too-slow' | 'interrupted';

export interface LiveStreamsOptions {
  outbox: Pick<OutboxLog, 'after' | 'positionOf' | 'idAt'>;
  feed: Pick<OutboxFeed, 'subscribe'>;
  repo: Pick<
    EventsRepository,
    'addConnection' | 'removeConnections' | 'refreshConnections' | 'openSessions' | 'activeUsers'
  >;
  viewerOf: ViewerOf;
  /** The session idle timeout: a stream is not activity, so an idle session ends its streams. */
  idleMs: number;
  heartbeatMs?: number;
  log: { warn(detail: Record<string, unknown>, message: string): void };
}

/** Comment lines every 25 s keep proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** A crashed process cannot delete its presence rows; after this long without a refresh they are ignored. */
export const PRESENCE_FRESH_MS = 3 * HEARTBEAT_MS;
/** How long a client waits before reconnecting (SSE `retry:`). */
const RETRY_MS = 3_000;
/** Streams one user may hold open in one process (tabs, devices); more is refused with 429. */
const MAX_STREAMS_PER_USER = 10;
/** A reconnect further behind than this many events starts afresh (`reset`) instead of replaying them. */
const MAX_REPLAY_EVENTS = 10_000;
const REPLAY_BATCH = 500;
/** A client that lets this much pile up unread is dropped; it reconnects and replays from its Last-Event-ID. */
const MAX_PENDING_BYTES = 1_048_576;

interface OpenStream {
  id: string;
  principal: Principal;
  viewer: ThreadViewer;
  sink: StreamSink;
  subscription: FeedSubscription | null;
  /** Events that arrived while the stream was still replaying; null once live. */
  backlog: LoggedEvent[] | null;
  /** Events up to this position reached the client already (it came back from a process further ahead). */
  floor: number;
  closed: boolean;
}

/**
 * Every live-update stream of this process: replay on reconnect, fan-out of committed events (each stream gets
 * only what its user may see), heartbeats, presence rows for the e-mail notifier, and ending streams whose
 * session ended.
 */
export function createLiveStreams(options: LiveStreamsOptions) {
  const { outbox, feed, repo, viewerOf, idleMs, heartbeatMs = HEARTBEAT_MS, log } = options;
  const streams = new Map<string, OpenStream>();
  let timer: NodeJS.Timeout | undefined;

  function write(stream: OpenStream, chunk: string) {
    if (stream.closed) return;
    stream.sink.write(chunk);
    if (stream.sink.pending > MAX_PENDING_BYTES) end(stream, 'too-slow');
  }

  /** Writes the events this stream's user may see, then one coalesced hint to refetch the inbox counts. */
  function deliver(stream: OpenStream, events: readonly LoggedEvent[]) {
    let delivered = false;
    for (const event of events) {
      const view = liveEventFor(stream.viewer, event);
      if (!view) continue;
      write(stream, sseEvent(view.type, view, view.id));
      delivered = true;
    }
    if (delivered) write(stream, sseEvent('counts', {}));
  }

  function forget(stream: OpenStream, removePresence = true) {
    if (stream.closed) return;
    stream.closed = true;
    stream.subscription?.unsubscribe();
    streams.delete(stream.id);
    if (removePresence) {
      repo.removeConnections([stream.id]).catch((error: unknown) => {
        log.warn({ error }, 'live stream presence row not removed');
      });
    }
  }

  function end(stream: OpenStream, reason: EndReason, removePresence = true) {
    if (stream.closed) return;
    stream.sink.write(sseEvent('end', { reason }));
    forget(stream, removePresence);
    stream.sink.end();
  }

  function receive(stream: OpenStream, events: readonly LoggedEvent[]) {
    if (stream.closed) return;
    const fresh = events.filter((e) => e.position > stream.floor);
    if (stream.backlog) stream.backlog.push(...fresh);
    else deliver(stream, fresh);
  }

  /** Replays what a reconnecting client missed: the events after `lastPosition` up to `upTo`. */
  async function replay(stream: OpenStream, lastPosition: number, upTo: number) {
    for (let position = lastPosition; position < upTo && !stream.closed;) {
      const events = (await outbox.after(position, REPLAY_BATCH)).filter((e) => e.position <= upTo);
      if (events.length === 0) return;
      deliver(stream, events);
      position = events.at(-1)!.position;
    }
  }

  /** Writes the replay (if any), then `ready` with the client's new place, then what arrived meanwhile. */
  async function catchUpThenGoLive(
    stream: OpenStream,
    subscription: FeedSubscription,
    lastEventId: string | undefined,
    lastPosition: number | undefined,
  ) {
    write(stream, sseRetry(RETRY_MS));
    const replayable = lastPosition !== undefined && subscription.from - lastPosition <= MAX_REPLAY_EVENTS;
    if (replayable) {
      await replay(stream, lastPosition, subscription.from);
      stream.floor = lastPosition;
    }
    const cursor =
      replayable && lastPosition >= subscription.from
        ? lastEventId!
        : subscription.from > 0
          ? await outbox.idAt(subscription.from)
          : null;
    const reset = lastEventId !== undefined && !replayable;
    write(stream, sseEvent('ready', { lastEventId: cursor, reset }, cursor));
    const backlog = (stream.backlog ?? []).filter((e) => e.position > stream.floor);
    stream.backlog = null;
    deliver(stream, backlog);
  }

  async function heartbeat() {
    const open = [...streams.values()];
    for (const stream of open) write(stream, sseComment('heartbeat'));
    try {
      await repo.refreshConnections(
        open.map((s) => s.id),
        new Date(Date.now() - 10 * PRESENCE_FRESH_MS),
      );
      const sessionIds = open.flatMap((s) => (s.principal.sessionId ? [s.principal.sessionId] : []));
      const openSessions = await repo.openSessions(sessionIds, idleMs);
      const basicUsers = open.flatMap((s) => (s.principal.sessionId ? [] : [s.principal.userId]));
      const activeUsers = await repo.activeUsers(basicUsers);
      for (const stream of open) {
        const { sessionId, userId } = stream.principal;
        if (sessionId ? !openSessions.has(sessionId) : !activeUsers.has(userId)) end(stream, 'session-ended');
      }
      // Team memberships and roles may have changed: each stream sees with its user's current rights.
      for (const stream of open) {
        if (!stream.closed) stream.viewer = await viewerOf(stream.principal);
      }
    } catch (error) {
      log.warn({ error }, 'live stream heartbeat checks failed');
    }
  }

  return {
    /**
     * Opens a stream for `principal`: a reconnect (lastEventId) first gets every event it missed, then all
     * streams get new events as they commit. Returns a function to call when the client goes away.
     */
    async open(principal: Principal, sink: StreamSink, lastEventId: string | undefined): Promise<() => void> {
      const mine = [...streams.values()].filter((s) => s.principal.userId === principal.userId).length;
      if (mine >= MAX_STREAMS_PER_USER) {
        throw tooManyRequests(
          RETRY_MS / 1000,
          `At most ${MAX_STREAMS_PER_USER} live-update connections per user: close a tab or window first.`,
        );
      }
      const viewer = await viewerOf(principal);
      const lastPosition = lastEventId ? await outbox.positionOf(lastEventId) : undefined;
      const stream: OpenStream = {
        id: uuidv7(),
        principal,
        viewer,
        sink,
        subscription: null,
        backlog: [],
        floor: 0,
        closed: false,
      };
      // Subscribe before reading the replay, so nothing committed in between falls into a gap.
      const subscription = feed.subscribe((events) => receive(stream, events));
      stream.subscription = subscription;
      streams.set(stream.id, stream);
      try {
        await repo.addConnection({ id: stream.id, userId: principal.userId, sessionId: principal.sessionId });
      } catch (error) {
        forget(stream, false);
        throw error;
      }
      // The replay runs while the response is already flowing, so a long one drains as it is written.
      catchUpThenGoLive(stream, subscription, lastEventId, lastPosition).catch((error: unknown) => {
        log.warn({ error }, 'live stream replay failed');
        end(stream, 'interrupted');
      });
      return () => forget(stream);
    },

    /** Ends every stream of a session that ended (sign-out, disabled account), in this process. */
    endSession(sessionId: string) {
      for (const stream of [...streams.values()]) {
        if (stream.principal.sessionId === sessionId) end(stream, 'session-ended');
      }
    },

    heartbeat,

    start() {
      timer = setInterval(() => void heartbeat(), heartbeatMs);
      timer.unref();
    },

    /** Ends every stream (the server is shutting down: clients reconnect elsewhere). */
    async stop() {
      clearInterval(timer);
      const open = [...streams.values()];
      for (const stream of open) end(stream, 'server-closing', false);
      await repo.removeConnections(open.map((s) => s.id)).catch(() => undefined);
    },

    get size() {
      return streams.size;
    },
  };
}
export type LiveStreams = ReturnType<typeof createLiveStreams>;
