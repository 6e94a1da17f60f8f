import { LiveEventView, LiveEventsCatchUp, type AppSession } from '@casework/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectSameVerdicts } from '../../test/answer-agreement.ts';
import { buildStaffSession } from '../../test/fixtures.ts';
import { jsonResponse } from '../../test/responses.ts';
import {
  CatchUpAnswer,
  DEFAULT_RETRY_MS,
  LiveEventAnswer,
  POLL_INTERVAL_MS,
  createLiveEventsClient,
  type LiveEventsClientOptions,
  type LiveNotice,
} from './live-events-client.ts';

const THREAD_ID = '0190a5b4-0000-7000-8000-0000000000f1';
const EVENT_1 = '0190a5b4-0000-7000-8000-000000000e01';
const EVENT_2 = '0190a5b4-0000-7000-8000-000000000e02';
const CURSOR = '0190a5b4-0000-7000-8000-000000000e00';

function liveEvent(id: string, type = 'message.created') {
  return {
    id,
    type,
    threadId: THREAD_ID,
    messageId: null,
    teamId: null,
    byMe: false,
    at: '2030-01-01T00:00:00.000Z',
  };
}

const sse = (event: string, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A text/event-stream answer whose bytes the test sends; aborting the request errors the stream. */
function streamAnswer(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  let open = true;
  signal?.addEventListener('abort', () => {
    if (open) controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    open = false;
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    }),
    send(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    close() {
      if (open) controller.close();
      open = false;
    },
  };
}

type Stream = ReturnType<typeof streamAnswer>;
interface Call {
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
}

/**
 * A fake fetch: each call is recorded; stream requests (Accept: text/event-stream) get the next scripted answer or
 * a live stream the test drives; JSON requests get the next catch-up answer.
 */
function fakeServer() {
  const calls: Call[] = [];
  const streams: Stream[] = [];
  const streamAnswers: (() => Response | Promise<Response>)[] = [];
  const pollAnswers: (() => Response)[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url, headers, signal: init.signal! });
    if (headers.Accept === 'text/event-stream') {
      const scripted = streamAnswers.shift();
      if (scripted) return Promise.resolve(scripted());
      const stream = streamAnswer(init.signal);
      streams.push(stream);
      return Promise.resolve(stream.response);
    }
    const answer = pollAnswers.shift();
    return Promise.resolve(answer ? answer() : new Response(null, { status: 503 }));
  });
  return { calls, streams, streamAnswers, pollAnswers, fetch: fetchMock as unknown as typeof fetch };
}

/** Lets the stream reads and promise chains run (real macrotask turns; only timers are faked). */
async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function start(server: ReturnType<typeof fakeServer>, overrides: Partial<LiveEventsClientOptions> = {}) {
  const notices: LiveNotice[] = [];
  const session: AppSession = buildStaffSession();
  const onUnauthorized = vi.fn();
  const onSessionEnded = vi.fn();
  const target = new EventTarget();
  const client = createLiveEventsClient({
    getSession: () => session,
    onNotice: (n) => notices.push(n),
    onUnauthorized,
    onSessionEnded,
    fetch: server.fetch,
    random: () => 1,
    target: target as unknown as Window,
    ...overrides,
  });
  client.start();
  return { client, notices, onUnauthorized, onSessionEnded, target };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createLiveEventsClient', () => {
  it('opens a stream with the bearer token and hands over thread events and count hints', async () => {
    const server = fakeServer();
    const { notices, client } = start(server);
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.url).toBe('/api/v1/events');
    expect(server.calls[0]!.headers).toEqual({
      Accept: 'text/event-stream',
      Authorization: 'Bearer token-staff',
    });
    const stream = server.streams[0]!;
    stream.send(`retry: 3000\n\n${sse('ready', { lastEventId: CURSOR, reset: false }, CURSOR)}`);
    stream.send(': heartbeat\n\n');
    stream.send(sse('message.created', liveEvent(EVENT_1), EVENT_1));
    stream.send(sse('counts', {}));
    stream.send(sse('thread.assigned', { not: 'a live event' }, EVENT_2));
    stream.send(sse('something.new', liveEvent(EVENT_2), EVENT_2));
    await settle();
    expect(client.status).toBe('streaming');
    expect(notices).toEqual([{ kind: 'event', event: liveEvent(EVENT_1) }, { kind: 'counts' }]);
    expect(client.lastEventId).toBe(EVENT_2);
    client.close();
  });

  it('says "reset" when the server no longer knows the cursor', async () => {
    const server = fakeServer();
    const { notices, client } = start(server, { lastEventId: EVENT_1 });
    await settle();
    expect(server.calls[0]!.headers['Last-Event-ID']).toBe(EVENT_1);
    server.streams[0]!.send(sse('ready', { lastEventId: CURSOR, reset: true }, CURSOR));
    await settle();
    expect(notices).toEqual([{ kind: 'reset' }]);
    client.close();
  });

  it('reconnects after the retry advice with the last event id when a live stream drops', async () => {
    const server = fakeServer();
    const { client, notices } = start(server);
    await settle();
    server.streams[0]!.send(
      `retry: 5000\n\n${sse('ready', { lastEventId: null, reset: false })}${sse('thread.read', liveEvent(EVENT_1, 'thread.read'), EVENT_1)}`,
    );
    await settle();
    server.streams[0]!.close();
    await settle();
    expect(client.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe(EVENT_1);
    server.streams[1]!.send(sse('ready', { lastEventId: EVENT_1, reset: false }, EVENT_1));
    await settle();
    expect(client.status).toBe('streaming');
    expect(notices.filter((n) => n.kind === 'reset')).toEqual([]);
    client.close();
  });

  it('asks for a full refresh when it reconnects without a cursor after being live (events may be lost)', async () => {
    const server = fakeServer();
    const { client, notices } = start(server);
    await settle();
    server.streams[0]!.send(sse('ready', { lastEventId: null, reset: false }));
    await settle();
    server.streams[0]!.close();
    await settle();
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_MS);
    await settle();
    expect(server.calls[1]!.headers['Last-Event-ID']).toBeUndefined();
    server.streams[1]!.send(sse('ready', { lastEventId: null, reset: false }));
    await settle();
    expect(notices).toEqual([{ kind: 'reset' }]);
    client.close();
  });

  it('stops for good when the server ends the stream because the session ended', async () => {
    const server = fakeServer();
    const { client, onSessionEnded } = start(server);
    await settle();
    server.streams[0]!.send(sse('ready', { lastEventId: CURSOR, reset: false }, CURSOR));
    server.streams[0]!.send(sse('end', { reason: 'session-ended' }));
    await settle();
    expect(client.status).toBe('stopped');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.calls).toHaveLength(1);
  });

  it('reconnects when the server closes for a restart', async () => {
    const server = fakeServer();
    const { client, onSessionEnded } = start(server);
    await settle();
    server.streams[0]!.send(sse('ready', { lastEventId: CURSOR, reset: false }, CURSOR));
    server.streams[0]!.send(sse('end', { reason: 'server-closing' }));
    await settle();
    expect(client.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(DEFAULT_RETRY_MS);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe(CURSOR);
    expect(onSessionEnded).not.toHaveBeenCalled();
    client.close();
  });

  it('backs off with growing, jittered pauses, then polls the JSON catch-up every 15 seconds', async () => {
    const server = fakeServer();
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    server.streamAnswers.push(failing, failing, failing);
    server.pollAnswers.push(
      () => jsonResponse({ items: [], lastEventId: CURSOR, more: false, reset: false }),
      () => jsonResponse({ items: [liveEvent(EVENT_1)], lastEventId: EVENT_1, more: true, reset: false }),
      () =>
        jsonResponse({
          items: [liveEvent(EVENT_2, 'thread.archived')],
          lastEventId: EVENT_2,
          more: false,
          reset: false,
        }),
    );
    const { client, notices } = start(server, { random: () => 0 });
    await settle();
    expect(server.calls).toHaveLength(1);
    // random 0: half the ceiling — 1.5 s, then 3 s.
    await vi.advanceTimersByTimeAsync(1_499);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    // The third failure: poll at once.
    expect(server.calls).toHaveLength(4);
    expect(client.status).toBe('polling');
    expect(server.calls[3]!.url).toBe('/api/v1/events');
    expect(server.calls[3]!.headers.Accept).toBe('application/json');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await settle();
    expect(server.calls[4]!.url).toBe(`/api/v1/events?lastEventId=${CURSOR}`);
    // `more`: the next page at once.
    await settle();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.calls[5]!.url).toBe(`/api/v1/events?lastEventId=${EVENT_1}`);
    expect(notices).toEqual([
      { kind: 'event', event: liveEvent(EVENT_1) },
      { kind: 'counts' },
      { kind: 'event', event: liveEvent(EVENT_2, 'thread.archived') },
      { kind: 'counts' },
    ]);
    client.close();
  });

  it('tries a stream again now and then while polling, and stays on it once it works', async () => {
    const server = fakeServer();
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    server.streamAnswers.push(failing, failing, failing);
    for (let i = 0; i < 4; i += 1)
      server.pollAnswers.push(() =>
        jsonResponse({ items: [], lastEventId: CURSOR, more: false, reset: false }),
      );
    const { client } = start(server);
    await vi.advanceTimersByTimeAsync(20_000);
    await settle();
    expect(client.status).toBe('polling');
    const before = server.calls.length;
    await vi.advanceTimersByTimeAsync(4 * POLL_INTERVAL_MS);
    await settle();
    const stream = server.streams[0];
    expect(stream).toBeDefined();
    expect(server.calls.at(-1)!.headers.Accept).toBe('text/event-stream');
    expect(server.calls.at(-1)!.headers['Last-Event-ID']).toBe(CURSOR);
    expect(server.calls.length - before).toBe(4);
    stream!.send(sse('ready', { lastEventId: CURSOR, reset: false }, CURSOR));
    await settle();
    expect(client.status).toBe('streaming');
    const calls = server.calls.length;
    await vi.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS);
    expect(server.calls.length).toBe(calls);
    client.close();
  });

  it('polls straight away when the answer is not a stream (no readable body)', async () => {
    const server = fakeServer();
    server.streamAnswers.push(() =>
      jsonResponse({ items: [], lastEventId: null, more: false, reset: false }),
    );
    server.pollAnswers.push(() => jsonResponse({ items: [], lastEventId: CURSOR, more: false, reset: true }));
    const { client, notices } = start(server);
    await settle();
    expect(client.status).toBe('polling');
    expect(server.calls.map((c) => c.headers.Accept)).toEqual(['text/event-stream', 'application/json']);
    expect(notices).toEqual([{ kind: 'reset' }]);
    // It never tries a stream again.
    server.pollAnswers.push(...Array.from({ length: 8 }, () => () => new Response(null, { status: 503 })));
    await vi.advanceTimersByTimeAsync(8 * POLL_INTERVAL_MS);
    await settle();
    expect(server.calls.filter((c) => c.headers.Accept === 'text/event-stream')).toHaveLength(1);
    client.close();
  });

  it('signs out on a 401 and stops', async () => {
    const server = fakeServer();
    server.streamAnswers.push(() => new Response(null, { status: 401 }));
    const { client, onUnauthorized } = start(server);
    await settle();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(client.status).toBe('stopped');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
  });

  it('gives up on a stream that never says ready (a buffering proxy) and counts it as a failure', async () => {
    const server = fakeServer();
    const { client } = start(server, { readyTimeoutMs: 1_000 });
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(client.status).toBe('waiting');
    client.close();
  });

  it('reconnects at once when the browser comes back online', async () => {
    const server = fakeServer();
    server.streamAnswers.push(() => Promise.reject(new TypeError('offline')));
    const { client, target } = start(server);
    await settle();
    expect(client.status).toBe('waiting');
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(client.status).toBe('connecting');
    client.close();
  });

  it('renews an access token about to expire before connecting with it', async () => {
    const server = fakeServer();
    const stale = buildStaffSession({
      accessToken: 'old',
      accessTokenExpiry: new Date(Date.now() + 5_000).toISOString(),
    });
    const refreshSession = vi.fn(() => Promise.resolve(buildStaffSession({ accessToken: 'new' })));
    const { client } = start(server, { getSession: () => stale, refreshSession });
    await settle();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(server.calls[0]!.headers.Authorization).toBe('Bearer new');
    client.close();
  });

  it('stops when renewing finds the session over', async () => {
    const server = fakeServer();
    const stale = buildStaffSession({ accessTokenExpiry: new Date(Date.now() - 1_000).toISOString() });
    const { client } = start(server, {
      getSession: () => stale,
      refreshSession: () => Promise.resolve(null),
    });
    await settle();
    expect(client.status).toBe('stopped');
    expect(server.calls).toHaveLength(0);
  });

  it('closes the request and every timer on close', async () => {
    const server = fakeServer();
    const { client } = start(server);
    await settle();
    client.close();
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(client.status).toBe('stopped');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await settle();
    expect(server.calls).toHaveLength(1);
  });
});

describe('live answers agree with the contract', () => {
  const event = {
    id: '0190a5b4-0000-7000-8000-0000000000e1',
    type: 'message.created',
    threadId: '0190a5b4-0000-7000-8000-0000000000e2',
    messageId: '0190a5b4-0000-7000-8000-0000000000e3',
    teamId: null,
    byMe: false,
    at: '2026-11-21T10:00:00.000Z',
  };

  it('one event', () => {
    expectSameVerdicts(LiveEventAnswer, LiveEventView, [event]);
  });

  it('a catch-up page', () => {
    expectSameVerdicts(CatchUpAnswer, LiveEventsCatchUp, [
      { items: [event], lastEventId: event.id, more: false, reset: false },
      { items: [], lastEventId: null, more: true, reset: true },
    ]);
  });
});
