import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { jsonResponse } from '../../test/responses.ts';
import { sessionStore } from '../session/session-instance.ts';
import type { LiveNotice } from './live-events-client.ts';
import { LiveEventsProvider, useLiveEvents } from './live-events-provider.tsx';

const THREAD_ID = '0190a5b4-0000-7000-8000-0000000000f1';
const EVENT_ID = '0190a5b4-0000-7000-8000-000000000e01';

interface OpenStream {
  headers: Record<string, string>;
  signal: AbortSignal;
  send: (text: string) => void;
}

/** A fetch that answers GET /api/v1/events with a stream the test writes to, and the session with `session`. */
function stubLiveServer(session: unknown = buildStaffSession()) {
  const streams: OpenStream[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    if (url === '/api/auth/session') return Promise.resolve(jsonResponse(session ?? {}));
    if (url !== '/api/v1/events') return Promise.resolve(new Response(null, { status: 404 }));
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    streams.push({
      headers: init.headers as Record<string, string>,
      signal: init.signal!,
      send: (text) => controller.enqueue(encoder.encode(text)),
    });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { streams, fetchMock };
}

function Listener({ onNotice }: { onNotice: (notice: LiveNotice) => void }) {
  useLiveEvents(onNotice);
  return null;
}

const messageCreated = {
  id: EVENT_ID,
  type: 'message.created',
  threadId: THREAD_ID,
  messageId: null,
  teamId: null,
  byMe: false,
  at: '2030-01-01T00:00:00.000Z',
};

describe('LiveEventsProvider', () => {
  it('opens one connection for the signed-in user and hands its notices to every listener', async () => {
    const server = stubLiveServer();
    const first = vi.fn();
    const second = vi.fn();
    renderWithProviders(
      <LiveEventsProvider>
        <Listener onNotice={first} />
        <Listener onNotice={second} />
      </LiveEventsProvider>,
      { session: buildStaffSession() },
    );
    await waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.streams[0]!.headers.Authorization).toBe('Bearer token-staff');
    act(() => {
      server.streams[0]!.send(
        `event: ready\ndata: {"lastEventId":null,"reset":false}\n\nid: ${EVENT_ID}\nevent: message.created\ndata: ${JSON.stringify(messageCreated)}\n\n`,
      );
    });
    await waitFor(() => expect(first).toHaveBeenCalledWith({ kind: 'event', event: messageCreated }));
    expect(second).toHaveBeenCalledWith({ kind: 'event', event: messageCreated });
    expect(server.streams).toHaveLength(1);
  });

  it('closes the connection on sign-out', async () => {
    const server = stubLiveServer();
    renderWithProviders(<LiveEventsProvider />, { session: buildStaffSession() });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    act(() => sessionStore.set(null));
    expect(server.streams[0]!.signal.aborted).toBe(true);
  });

  it('stays closed while switched off', async () => {
    const server = stubLiveServer();
    renderWithProviders(<LiveEventsProvider enabled={false} />, { session: buildStaffSession() });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.fetchMock.mock.calls.filter(([url]) => url === '/api/v1/events')).toHaveLength(0);
  });

  it('asks for the session again when the server ends the stream because the session ended', async () => {
    const server = stubLiveServer(null);
    renderWithProviders(<LiveEventsProvider />, { session: buildStaffSession() });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    act(() => server.streams[0]!.send('event: end\ndata: {"reason":"session-ended"}\n\n'));
    await waitFor(() => expect(sessionStore.getSnapshot().status).toBe('unauthenticated'));
    expect(server.fetchMock.mock.calls.filter(([url]) => url === '/api/v1/events')).toHaveLength(1);
  });

  it('resumes where it stopped when it is mounted again in the same tab', async () => {
    const server = stubLiveServer();
    const view = renderWithProviders(<LiveEventsProvider />, { session: buildStaffSession() });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    act(() =>
      server.streams[0]!.send(`id: ${EVENT_ID}\nevent: ready\ndata: {"lastEventId":"${EVENT_ID}"}\n\n`),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    view.unmount();
    renderWithProviders(<LiveEventsProvider />, { session: buildStaffSession() });
    await waitFor(() => expect(server.streams).toHaveLength(2));
    expect(server.streams[1]!.headers['Last-Event-ID']).toBe(EVENT_ID);
  });
});
