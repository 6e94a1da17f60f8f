import {
  API_BASE_PATH,
  LIVE_EVENT_TYPES,
  UNDEFINED_TOKEN,
  buildUrl,
  type AppSession,
  type LiveEventType,
  type LiveEventView,
  type LiveEventsCatchUp,
} from '@casework/contract';
import {
  answerSchema,
  arrayOf,
  bool,
  nullable,
  objectOf,
  oneOf,
  text as textValue,
  uuid,
  type Check,
} from '../api/answer-checks.ts';
import { createSseParser, type SseMessage } from './sse-parser.ts';

/**
 * The live-update connection of one signed-in tab (GET /api/v1/events, decision 009). It streams Server-Sent Events
 * with fetch (EventSource cannot send the bearer token), reconnects with backoff and jitter sending the last event
 * id it received, and polls the JSON catch-up of the same URL when a stream cannot be used.
 */

/** What subscribers hear: a thread changed, the inbox counts changed, or "reload everything" (events were lost). */
export type LiveNotice = { kind: 'event'; event: LiveEventView } | { kind: 'counts' } | { kind: 'reset' };

/** connecting: opening a stream; streaming: live; waiting: about to reconnect; polling: the JSON fallback. */
export type LiveStatus = 'idle' | 'connecting' | 'streaming' | 'waiting' | 'polling' | 'stopped';

export interface LiveEventsClientOptions {
  /** The current session: the API base address and the bearer token, read again for every connection. */
  getSession: () => AppSession | null;
  onNotice: (notice: LiveNotice) => void;
  /** A 401: the session is over (the app signs out, as for any API call). The client stops. */
  onUnauthorized?: (session: AppSession | null) => void;
  /** The server ended the stream because the session ended; the client stops. */
  onSessionEnded?: () => void;
  /**
   * Renews the session (a new access token); called before connecting when the token is about to expire, e.g.
   * after the computer slept. Null: signed out, and the client stops.
   */
  refreshSession?: () => Promise<AppSession | null>;
  onStatus?: (status: LiveStatus) => void;
  /** Where an earlier connection of this tab stopped: the server replays what happened since. */
  lastEventId?: string | null;
  fetch?: typeof fetch;
  /** For the jitter; tests pass a fixed value. */
  random?: () => number;
  /** Where to listen for `online` (reconnect at once); default `window`. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  pollIntervalMs?: number;
  /** A stream that has not said `ready` by then is taken as unusable (e.g. a buffering proxy). */
  readyTimeoutMs?: number;
}

export interface LiveEventsClient {
  start(): void;
  /** Stops for good: closes the stream, clears timers. */
  close(): void;
  readonly status: LiveStatus;
  /** The last event id received (to resume from later), or null. */
  readonly lastEventId: string | null;
}

/** The server's advice until it sends its own `retry:`. */
export const DEFAULT_RETRY_MS = 3_000;
export const MAX_RETRY_MS = 60_000;
export const POLL_INTERVAL_MS = 15_000;
export const READY_TIMEOUT_MS = 20_000;
/** Streams that fail one after another (without reaching `ready`) before the client polls instead. */
export const STREAM_FAILURES_BEFORE_POLLING = 3;
/** While polling, every this many polls the client tries a stream again. */
export const POLLS_BETWEEN_STREAM_TRIES = 4;
/** An access token expiring within this long is renewed before it is used to connect. */
export const TOKEN_MARGIN_MS = 30_000;

const EVENT_STREAM = /\btext\/event-stream\b/i;
const THREAD_EVENTS: ReadonlySet<string> = new Set<LiveEventType>(LIVE_EVENT_TYPES);

/** The contract's LiveEventView and LiveEventsCatchUp, checked without zod: every signed-in page listens (decision 017). */
const liveEvent: Check<LiveEventView> = objectOf({
  id: uuid,
  type: oneOf(LIVE_EVENT_TYPES),
  threadId: uuid,
  messageId: nullable(uuid),
  teamId: nullable(uuid),
  byMe: bool,
  at: textValue,
});
export const LiveEventAnswer = answerSchema(liveEvent);
const catchUp: Check<LiveEventsCatchUp> = objectOf({
  items: arrayOf(liveEvent),
  lastEventId: nullable(uuid),
  more: bool,
  reset: bool,
});
export const CatchUpAnswer = answerSchema(catchUp);

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createLiveEventsClient(options: LiveEventsClientOptions): LiveEventsClient {
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);

  let status: LiveStatus = 'idle';
  let cursor: string | null = options.lastEventId ?? null;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;
  let polls = 0;
  let streamUnsupported = false;
  /** A connection reached `ready` (or a poll answered) once: later gaps without a cursor mean lost events. */
  let everLive = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connection: AbortController | null = null;
  /** Bumped for every connection or poll, so late answers of an old one are ignored. */
  let generation = 0;

  function setStatus(next: LiveStatus): void {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  }

  const notify = (notice: LiveNotice) => options.onNotice(notice);
  const stopped = () => status === 'stopped';

  function clearTimer(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function abortConnection(): void {
    connection?.abort();
    connection = null;
  }

  function stop(): void {
    if (stopped()) return;
    generation += 1;
    clearTimer();
    abortConnection();
    setStatus('stopped');
    target?.removeEventListener('online', onOnline);
  }

  /** The session to connect with; a token about to expire is renewed first (a stale one would sign the user out). */
  async function currentSession(): Promise<AppSession | null> {
    const session = options.getSession();
    if (!session || !options.refreshSession) return session;
    const expiry = Date.parse(session.accessTokenExpiry);
    if (Number.isNaN(expiry) || expiry - Date.now() > TOKEN_MARGIN_MS) return session;
    return options.refreshSession();
  }

  function request(session: AppSession | null, accept: string, query: Record<string, unknown> = {}) {
    const url = buildUrl(session?.apiBaseUrl ?? API_BASE_PATH, '/events', {}, query);
    const headers: Record<string, string> = {
      Accept: accept,
      Authorization: `Bearer ${session?.accessToken || UNDEFINED_TOKEN}`,
    };
    return { url, headers };
  }

  /** Full jitter over an exponential backoff that starts at the server's retry advice. */
  function backoffDelay(attempt: number): number {
    const ceiling = Math.min(MAX_RETRY_MS, retryMs * 2 ** attempt);
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
  }

  function later(ms: number, next: () => void): void {
    clearTimer();
    timer = setTimeout(() => {
      timer = undefined;
      next();
    }, ms);
  }

  /** A connection that failed before `ready`: try again after a growing pause, or poll instead. */
  function streamFailed(): void {
    if (stopped()) return;
    failures += 1;
    if (streamUnsupported || failures >= STREAM_FAILURES_BEFORE_POLLING) {
      startPolling(status !== 'polling');
      return;
    }
    setStatus('waiting');
    later(backoffDelay(failures - 1), () => void connect());
  }

  /** A stream that was live ended (server restart, network change): come back soon, where it stopped. */
  function streamClosed(): void {
    if (stopped()) return;
    failures = 0;
    setStatus('waiting');
    later(backoffDelay(0), () => void connect());
  }

  function handleThreadEvent(message: SseMessage): void {
    const parsed = LiveEventAnswer.safeParse(readJson(message.data));
    if (parsed.success) notify({ kind: 'event', event: parsed.data });
  }

  async function connect(): Promise<void> {
    if (stopped()) return;
    if (streamUnsupported) {
      startPolling(true);
      return;
    }
    clearTimer();
    abortConnection();
    const mine = ++generation;
    const controller = new AbortController();
    connection = controller;
    if (status !== 'polling') setStatus('connecting');

    const session = await currentSession();
    if (mine !== generation) return;
    if (!session && options.refreshSession) {
      stop();
      return;
    }
    const sentCursor = cursor;
    const { url, headers } = request(session, 'text/event-stream');
    if (sentCursor) headers['Last-Event-ID'] = sentCursor;
    let ready = false;
    /** The server's `end` reason: session-ended, server-closing, too-slow or interrupted. */
    let endReason: string | null = null;
    const readyTimer = setTimeout(() => controller.abort(), readyTimeoutMs);

    try {
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        method: 'GET',
        headers,
        credentials: 'include',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (mine !== generation) return;
      if (response.status === 401) {
        options.onUnauthorized?.(session);
        stop();
        return;
      }
      const reader = response.ok ? response.body?.getReader() : undefined;
      if (!response.ok || !reader || !EVENT_STREAM.test(response.headers.get('Content-Type') ?? '')) {
        // A stream this browser or a proxy cannot pass through: poll the JSON answer of the same URL.
        if (response.ok) streamUnsupported = true;
        void response.body?.cancel().catch(() => undefined);
        clearTimeout(readyTimer);
        streamFailed();
        return;
      }

      const parser = createSseParser(
        {
          onRetry: (ms) => {
            retryMs = Math.min(Math.max(ms, 250), MAX_RETRY_MS);
          },
          onMessage: (message) => {
            if (message.lastEventId !== '') cursor = message.lastEventId;
            if (message.event === 'ready') {
              ready = true;
              clearTimeout(readyTimer);
              failures = 0;
              polls = 0;
              clearTimer(); // a poll waiting to run is not needed any more
              setStatus('streaming');
              const info = readJson(message.data) as { reset?: unknown } | undefined;
              // Unknown or too old a cursor, or a gap we cannot name: whatever is on screen may be out of date.
              if (info?.reset === true || (sentCursor === null && everLive)) notify({ kind: 'reset' });
              everLive = true;
            } else if (message.event === 'counts') {
              notify({ kind: 'counts' });
            } else if (message.event === 'end') {
              const info = readJson(message.data) as { reason?: unknown } | undefined;
              endReason = typeof info?.reason === 'string' ? info.reason : 'interrupted';
            } else if (THREAD_EVENTS.has(message.event)) {
              handleThreadEvent(message);
            }
          },
        },
        sentCursor ?? '',
      );
      const decoder = new TextDecoder();
      while (endReason === null) {
        const { value, done } = await reader.read();
        if (mine !== generation) return;
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      if (endReason !== null) void reader.cancel().catch(() => undefined);
    } catch {
      // Network error, abort or the ready timeout: decided below.
      if (mine !== generation) return;
    } finally {
      clearTimeout(readyTimer);
      if (connection === controller) connection = null;
    }

    if (mine !== generation || stopped()) return;
    if (endReason === 'session-ended') {
      stop();
      options.onSessionEnded?.();
      return;
    }
    if (ready) streamClosed();
    else streamFailed();
  }

  function startPolling(immediately: boolean): void {
    if (stopped()) return;
    setStatus('polling');
    if (immediately) void poll();
    else later(pollIntervalMs, pollTick);
  }

  function pollTick(): void {
    polls += 1;
    if (!streamUnsupported && polls % POLLS_BETWEEN_STREAM_TRIES === 0) void connect();
    else void poll();
  }

  async function poll(): Promise<void> {
    if (stopped()) return;
    clearTimer();
    const mine = ++generation;
    const controller = new AbortController();
    abortConnection();
    connection = controller;
    const session = await currentSession();
    if (mine !== generation) return;
    if (!session && options.refreshSession) {
      stop();
      return;
    }
    const sentCursor = cursor;
    const { url, headers } = request(
      session,
      'application/json',
      sentCursor ? { lastEventId: sentCursor } : {},
    );
    let more = false;
    try {
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        method: 'GET',
        headers,
        credentials: 'include',
        cache: 'no-store',
        signal: controller.signal,
      });
      if (mine !== generation) return;
      if (response.status === 401) {
        options.onUnauthorized?.(session);
        stop();
        return;
      }
      const parsed = response.ok ? CatchUpAnswer.safeParse(readJson(await response.text())) : null;
      if (mine !== generation) return;
      if (parsed?.success) {
        const answer = parsed.data;
        if (answer.reset || (sentCursor === null && everLive)) notify({ kind: 'reset' });
        everLive = true;
        for (const event of answer.items) notify({ kind: 'event', event });
        if (answer.items.length > 0) notify({ kind: 'counts' });
        if (answer.lastEventId) cursor = answer.lastEventId;
        more = answer.more;
      }
    } catch {
      if (mine !== generation) return;
    } finally {
      if (connection === controller) connection = null;
    }
    if (stopped() || mine !== generation) return;
    if (more) later(0, () => void poll());
    else later(pollIntervalMs, pollTick);
  }

  function onOnline(): void {
    if (status !== 'waiting' && status !== 'polling') return;
    // The network is back: try at once rather than at the end of a long pause.
    failures = 0;
    void connect();
  }

  return {
    start() {
      if (status !== 'idle') return;
      target?.addEventListener('online', onOnline);
      void connect();
    },
    close: stop,
    get status() {
      return status;
    },
    get lastEventId() {
      return cursor;
    },
  };
}
