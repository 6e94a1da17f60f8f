import type { ThreadView } from '@casework/contract';
import { createBrowserHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { expect } from 'vitest';
import { App } from '../../../app.tsx';
import { fetchSession } from '../../../platform/auth/auth-client.ts';
import { createSessionStore } from '../../../platform/session/session-store.ts';
import { createAppRouter } from '../../../router.tsx';
import type { FakeServer } from '../../../test/app-harness.tsx';
import { createTestQueryClient } from '../../../test/render.tsx';
import type { MessageComposerProps } from './message-composer.tsx';

export const NEW_THREAD_ID = '0190a5b4-0000-7000-8000-0000000001f1';
export const FIRST_MESSAGE_ID = '0190a5b4-0000-7000-8000-0000000001e1';

/** The thread POST /threads answers with. */
export function buildNewThread(overrides: Partial<ThreadView> = {}): ThreadView {
  const at = '2030-01-01T00:00:00.000Z';
  return {
    id: NEW_THREAD_ID,
    subject: 'Hello',
    kind: 'personal',
    participant: { participantId: 'P7K3-M9QX', name: 'Mary Ivanoff', firstName: 'Mary', lastName: 'Ivanoff' },
    team: null,
    owner: null,
    referredToTeam: null,
    application: null,
    serviceId: null,
    assignees: [],
    participants: [
      { participantId: 'P7K3-M9QX', name: 'Mary Ivanoff', firstName: 'Mary', lastName: 'Ivanoff' },
    ],
    staffMembers: [],
    teams: [],
    messages: [
      {
        id: FIRST_MESSAGE_ID,
        threadId: NEW_THREAD_ID,
        author: { userId: null, kind: 'staff', name: 'Sam Staff' },
        bodyHtml: '<p>Hello</p>',
        bodyText: 'Hello',
        createdAt: at,
        files: [],
      },
    ],
    messageCount: 1,
    hasEarlierMessages: false,
    unread: false,
    lastReadMessageId: FIRST_MESSAGE_ID,
    archived: false,
    teamArchived: false,
    waitingSince: null,
    createdAt: at,
    lastMessageAt: at,
    closedAt: null,
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The fake server with an API `handler` answering first; every /api/v1 call (but /auth/me) is recorded. */
export function withApi(server: FakeServer, handler: (call: ApiCall) => Response | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation(((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://casework.test');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    if (url.pathname.startsWith('/api/v1/') && url.pathname !== '/api/v1/auth/me') calls.push(call);
    const answer = handler(call);
    return answer ? Promise.resolve(answer) : original(input);
  }) as typeof original);
  return calls;
}

/**
 * A stand-in for the rich-text composer (its own tests cover it): a textarea whose text is reported as a paragraph,
 * and a file input, in form mode (onChange).
 */
export function FakeComposer({ label, onChange, error, disabled }: MessageComposerProps) {
  const value = useRef<{ html: string; files: File[] }>({ html: '', files: [] });
  return (
    <div>
      <label>
        {label}
        <textarea
          contentEditable
          disabled={disabled}
          onChange={(e) => {
            value.current.html = e.currentTarget.value ? `<p>${e.currentTarget.value}</p>` : '';
            onChange?.({ ...value.current });
          }}
        />
      </label>
      <label>
        Attach files
        <input
          type="file"
          multiple
          onChange={(e) => {
            value.current.files = [...(e.currentTarget.files ?? [])];
            onChange?.({ ...value.current });
          }}
        />
      </label>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

/**
 * Starts the app at `from` in the browser's own history (jsdom's), then opens `to` as a link would: the browser's
 * Back button (`window.history.back()`) then goes back to `from`, through the router's blockers as on a phone.
 */
export async function openFromWithBrowserHistory(from: string, to: string) {
  window.history.replaceState(null, '', from);
  const store = createSessionStore({ fetchSession });
  const queryClient = createTestQueryClient();
  const router = createAppRouter({ queryClient, session: store }, createBrowserHistory());
  render(<App router={router} queryClient={queryClient} sessionStore={store} />);
  await waitFor(() => expect(router.state.location.pathname).toBe(from));
  await act(() => router.navigate({ href: to }));
  await screen.findByRole('heading', { level: 1, name: 'New message' });
  return router;
}
