import type { AuthMeResponse, MessageFileView, MessageView, ThreadView } from '@casework/contract';
import { Notifications, notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PARTICIPANT_USER_ID,
  STAFF_USER_ID,
  TEAM_ID,
  THREAD_ID,
  buildAuthMe,
  buildMessageView,
  buildParticipantSession,
  buildStaffSession,
  buildTeamSummary,
  buildTeamView,
  buildThreadView,
  messageId,
} from '../../../test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { useAskBeforeClosingWithUnsentWork } from '../../../platform/forms/unsent-work.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { threadKeys } from '../api/query-keys.ts';
import { replyDrafts } from './reply-drafts.ts';
import { ThreadPane, type ThreadPaneProps } from './thread-pane.tsx';
import { uploadFilesToMessage } from './upload-message-files.ts';

vi.mock('./upload-message-files.ts', () => ({ uploadFilesToMessage: vi.fn(() => Promise.resolve()) }));

// Mantine dialogs and menus on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const MY_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000bb';
const JO_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000b1';
const OTHER_TEAM_ID = '0190a5b4-0000-7000-8000-0000000000ab';
const BUS_PASS_THREAD_ID = '0190a5b4-0000-7000-8000-000000000302';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The Idempotency-Key the request carried. */
  key?: string;
}

interface FakeApi {
  thread: ThreadView | null;
  me: AuthMeResponse;
  calls: Call[];
  /** Answers before the defaults (a promise to answer later). */
  handle?: (call: Call) => Response | Promise<Response> | undefined;
}

function stubApi(api: FakeApi) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://casework.test');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
      };
      if (call.path !== '/auth/me') api.calls.push(call);
      const custom = api.handle?.(call);
      if (custom) return Promise.resolve(custom);
      if (call.path === '/auth/me') return Promise.resolve(jsonResponse(api.me));
      if (call.method === 'GET' && call.path === `/threads/${THREAD_ID}`)
        return Promise.resolve(
          api.thread ? jsonResponse(api.thread) : problemResponse(404, 'No thread has this id.'),
        );
      if (call.method === 'POST' && call.path.startsWith(`/threads/${THREAD_ID}/markasread/`)) {
        const read = call.path.split('/').at(-1)!;
        if (api.thread) api.thread = { ...api.thread, unread: false, lastReadMessageId: read };
        return Promise.resolve(
          jsonResponse({ threadId: THREAD_ID, lastReadMessageId: read, lastReadAt: null, unread: false }),
        );
      }
      return Promise.resolve(problemResponse(404, `Not stubbed: ${call.method} ${call.path}`));
    }),
  );
}

function setup(
  thread: ThreadView | null,
  options: {
    inboxKind?: ThreadPaneProps['inboxKind'];
    participant?: boolean;
    me?: Partial<AuthMeResponse>;
    handle?: FakeApi['handle'];
    /** The thread opened (by default the one `thread` is); another one is served by `handle`. */
    threadId?: string;
    /** An answer kept from an earlier visit, shown while the thread is fetched again. */
    cached?: ThreadView;
  } = {},
) {
  const api: FakeApi = {
    thread,
    me: buildAuthMe(options.me),
    calls: [],
    handle: options.handle,
  };
  stubApi(api);
  const onClose = vi.fn();
  const onReferred = vi.fn();
  const queryClient = createTestQueryClient();
  if (options.cached) queryClient.setQueryData(threadKeys.detail(options.cached.id), options.cached);
  const result = renderWithProviders(
    <>
      <Notifications />
      <ThreadPane
        threadId={options.threadId ?? THREAD_ID}
        inboxKind={options.inboxKind ?? (options.participant ? 'participant-inbox' : 'team-inbox')}
        onClose={onClose}
        onReferred={onReferred}
      />
    </>,
    { session: options.participant ? buildParticipantSession() : buildStaffSession(), queryClient },
  );
  return { api, onClose, onReferred, ...result };
}

/** Writes in the reply editor as the browser would: ProseMirror reads the DOM back. */
async function typeReply(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Reply' });
  await act(async () => {
    box.querySelector('p')!.textContent = text;
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

const replyBox = () => screen.findByRole('textbox', { name: 'Reply' });

/** The `n`th message, a reply of the caller's (Sam Staff). */
function staffReply(n: number, text = 'On it') {
  return buildMessageView(n, {
    author: { userId: STAFF_USER_ID, kind: 'staff', name: 'Sam Staff' },
    bodyHtml: `<p>${text}</p>`,
  });
}

/** Opens the thread on a server that takes `reply` and from then on shows it after the thread's messages. */
function setupTakingReply(reply: MessageView) {
  const pane = setup(buildThreadView(), {
    handle: (call) => {
      if (call.method !== 'POST' || call.path !== `/threads/${THREAD_ID}/replies`) return undefined;
      pane.api.thread = buildThreadView({ messages: [buildMessageView(1), buildMessageView(2), reply] });
      return jsonResponse(reply, { status: 201 });
    },
  });
  return pane;
}

/** A PDF attached to the `n`th message. */
function messageFile(n: number, name: string, size: number): MessageFileView {
  return {
    reference: `${THREAD_ID}/${messageId(n)}/${name}`,
    name,
    size,
    contentType: 'application/pdf',
    uploadedAt: '2030-01-01T10:01:00.000Z',
  };
}

/** The teams to refer to (Intake, the thread's own, and Housing) and a referral to Housing, as the server answers. */
function answerReferral(stillVisible: boolean): FakeApi['handle'] {
  return (call) => {
    if (call.path === '/teams')
      return jsonResponse({
        items: [
          buildTeamSummary({ memberCount: 2 }),
          buildTeamSummary({ id: OTHER_TEAM_ID, name: 'Housing', memberCount: 3 }),
        ],
        total: 2,
      });
    if (call.path === `/threads/${THREAD_ID}/referrals`)
      return jsonResponse({
        threadId: THREAD_ID,
        fromTeam: { id: TEAM_ID, name: 'Intake' },
        referredToTeam: { id: OTHER_TEAM_ID, name: 'Housing' },
        stillVisible,
      });
    return undefined;
  };
}

async function openMoreActions() {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
}

beforeAll(() => {
  // ProseMirror (the reply editor) measures the selection; jsdom has no layout.
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
});

afterEach(() => {
  onlineManager.setOnline(true);
});

beforeEach(() => {
  vi.mocked(uploadFilesToMessage).mockClear();
  replyDrafts.discardAll();
  // Toasts live in one store for the whole file; start each test without the last one's.
  notifications.clean();
  notifications.cleanQueue();
});

describe('ThreadPane', () => {
  it('shows the subject, the people, the team and the messages oldest first', async () => {
    setup(
      buildThreadView({
        assignees: [{ id: JO_STAFF_ID, name: 'Jo Smith' }],
        referredToTeam: { id: TEAM_ID, name: 'Intake' },
        messages: [
          buildMessageView(1, {
            bodyHtml: '<p>Hello <strong>there</strong><img src=x onerror=alert(1)></p>',
          }),
          buildMessageView(2, { author: { userId: STAFF_USER_ID, kind: 'staff', name: 'Sam Staff' } }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Help with rent' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('Lena Andrews');
    expect(header.textContent).toContain('(P7K3M9)');
    expect(header.textContent).toContain('Assigned to Jo Smith');
    expect(within(header).getByText('Intake')).toBeTruthy();
    expect(within(header).getByText('Referred to Intake')).toBeTruthy();

    const articles = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('article');
    expect(articles.map((a) => a.querySelector('[data-rich-text]')?.textContent)).toEqual([
      'Hello there',
      'Message 2',
    ]);
    expect(articles[0]!.querySelector('img')).toBeNull();
    expect(within(articles[0]!).getByText('Participant')).toBeTruthy();
    expect(within(articles[1]!).getByText('Sam Staff (you)')).toBeTruthy();
    const time = articles[0]!.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2030-01-01T10:01:00.000Z');
    expect(time.getAttribute('title')).toContain('2030');
  });

  it('marks an unread thread read up to its newest message, once, and shows a "New" divider', async () => {
    const { api } = setup(
      buildThreadView({
        messages: [buildMessageView(1), buildMessageView(2), buildMessageView(3)],
        unread: true,
        lastReadMessageId: messageId(1),
      }),
    );
    await screen.findByRole('heading', { name: 'Help with rent' });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path.includes('/markasread/')).map((c) => c.path)).toEqual([
        `/threads/${THREAD_ID}/markasread/${messageId(3)}`,
      ]),
    );
    const divider = screen.getByRole('separator', { name: 'New messages below' });
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items[1]!.contains(divider)).toBe(true);
    expect(items[1]!.textContent).toContain('Message 2');
  });

  it('places the "New" divider by the fresh answer, not by one kept from before the thread was read', async () => {
    const messages = [buildMessageView(1), buildMessageView(2), buildMessageView(3)];
    // Kept from the last visit, which read the thread to its end: it was unread then, read from message 1.
    const { api, queryClient } = setup(buildThreadView({ messages }), {
      participant: true,
      cached: buildThreadView({ messages, unread: true, lastReadMessageId: messageId(1) }),
    });
    await screen.findByRole('heading', { name: 'Help with rent' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('separator', { name: 'New messages below' })).toBeNull();
    expect(api.calls.some((c) => c.path.includes('/markasread/'))).toBe(false);
  });

  it('shows the "New" divider before a message that came since the kept answer', async () => {
    const { api, queryClient } = setup(
      buildThreadView({
        messages: [buildMessageView(1), buildMessageView(2), buildMessageView(3)],
        unread: true,
        lastReadMessageId: messageId(2),
      }),
      {
        participant: true,
        cached: buildThreadView({ messages: [buildMessageView(1), buildMessageView(2)] }),
      },
    );
    await screen.findByRole('heading', { name: 'Help with rent' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const divider = await screen.findByRole('separator', { name: 'New messages below' });
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items[2]!.contains(divider)).toBe(true);
    expect(items[2]!.textContent).toContain('Message 3');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path.includes('/markasread/')).map((c) => c.path)).toEqual([
        `/threads/${THREAD_ID}/markasread/${messageId(3)}`,
      ]),
    );
  });

  it('does not mark a read thread again', async () => {
    const { api } = setup(buildThreadView());
    await screen.findByRole('heading', { name: 'Help with rent' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((c) => c.path.includes('/markasread/'))).toBe(false);
    expect(screen.queryByRole('separator', { name: 'New messages below' })).toBeNull();
  });

  it('says when the thread does not exist or is not visible, with a way back to the inbox', async () => {
    const { onClose } = setup(null, { inboxKind: 'staff-inbox' });
    expect(await screen.findByText('This thread does not exist or you cannot see it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to inbox' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    setup(buildThreadView(), {
      handle: (call) =>
        fail && call.path === `/threads/${THREAD_ID}`
          ? problemResponse(500, 'The server had a problem.')
          : undefined,
    });
    expect(await screen.findByText('The server had a problem.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Help with rent' })).toBeTruthy();
  });

  it('sends a reply, uploads its files onto the new message and says so', async () => {
    const reply = staffReply(3, 'On it');
    const { api } = setupTakingReply(reply);
    await typeReply('On it');
    const file = new File(['x'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [file] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/replies'))?.body).toEqual({ body: '<p>On it</p>' });
    expect(vi.mocked(uploadFilesToMessage)).toHaveBeenCalledWith(
      THREAD_ID,
      reply.id,
      [file],
      expect.any(Function),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reply' }).textContent).toBe(''));
    expect(await screen.findByText('On it', { selector: '[data-rich-text] p' })).toBeTruthy();
  });

  it('shows the sent reply in the thread and empties the editor as soon as the reply is answered, not after the refresh', async () => {
    const reply = staffReply(3, 'Shown at once');
    let posted = false;
    const { api } = setup(buildThreadView(), {
      handle: (call) => {
        if (call.method === 'POST' && call.path === `/threads/${THREAD_ID}/replies`) {
          posted = true;
          return jsonResponse(reply, { status: 201 });
        }
        // On a slow connection the thread's refresh after the reply takes its time.
        if (posted && call.method === 'GET' && call.path === `/threads/${THREAD_ID}`)
          return new Promise<Response>(() => undefined);
        return undefined;
      },
    });
    await typeReply('Shown at once');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(await screen.findByText('Shown at once', { selector: '[data-rich-text] p' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reply' }).textContent).toBe(''));
    expect(api.calls.filter((c) => c.path.endsWith('/replies'))).toHaveLength(1);
  });

  it('says, while offline, that the reply waits and goes once back online; then sends it once', async () => {
    const { api } = setupTakingReply(staffReply(3, 'On my way'));
    await typeReply('On my way');
    const words = 'You are offline. Your reply will be sent when you are back online.';
    const said = () => screen.getAllByRole('status').some((status) => status.textContent === words);
    expect(said()).toBe(false);
    act(() => onlineManager.setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(said()).toBe(true));
    expect(api.calls.some((c) => c.path.endsWith('/replies'))).toBe(false);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(said()).toBe(false);
    expect(api.calls.filter((c) => c.path.endsWith('/replies'))).toHaveLength(1);
  });

  it('says a reply whose connection dropped before its answer waits, keeps it, and sends it once when back', async () => {
    const reply = staffReply(3, 'Coming');
    let failFirst: ((error: Error) => void) | undefined;
    const { api } = setup(buildThreadView(), {
      handle: (call) => {
        if (call.method !== 'POST' || call.path !== `/threads/${THREAD_ID}/replies`) return undefined;
        // The first try is cut off by the connection dropping; the next one arrives.
        if (!failFirst) return new Promise<Response>((_, reject) => (failFirst = reject));
        api.thread = buildThreadView({ messages: [buildMessageView(1), buildMessageView(2), reply] });
        return jsonResponse(reply, { status: 201 });
      },
    });
    await typeReply('Coming');
    const words = 'You are offline. Your reply will be sent when you are back online.';
    const said = () => screen.getAllByRole('status').some((status) => status.textContent === words);
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(failFirst).toBeDefined());
    // Offline while the reply is out: it is said to wait, and stays in the composer.
    act(() => onlineManager.setOnline(false));
    await waitFor(() => expect(said()).toBe(true));
    expect(screen.getByRole('textbox', { name: 'Reply' }).textContent).toBe('Coming');
    await act(async () => failFirst!(new TypeError('Failed to fetch')));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(said()).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Reply' }).textContent).toBe('Coming');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.filter((c) => c.path.endsWith('/replies'))).toHaveLength(1);
    // Back online, it goes again with the same Idempotency-Key, so the server makes it once.
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    const posts = api.calls.filter((c) => c.path.endsWith('/replies'));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(said()).toBe(false);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reply' }).textContent).toBe(''));
    expect(await screen.findByText('Coming', { selector: '[data-rich-text] p' })).toBeTruthy();
  });

  it('takes a retried reply the server says it already carried out (its answer lost) as sent, files said unattached', async () => {
    const reply = staffReply(3, 'Arrived once');
    const { api } = setup(buildThreadView(), {
      handle: (call) => {
        if (call.method !== 'POST' || call.path !== `/threads/${THREAD_ID}/replies`) return undefined;
        // The first try was carried out but its answer never came back; the retry is told so (decision 015).
        api.thread = buildThreadView({ messages: [buildMessageView(1), buildMessageView(2), reply] });
        if (api.calls.filter((c) => c.path.endsWith('/replies')).length === 1)
          return Promise.reject(new TypeError('Failed to fetch'));
        return problemResponse(409, 'This request was already carried out; fetch the result instead.', {
          code: 'idempotency.completed',
        });
      },
    });
    await typeReply('Arrived once');
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [new File(['x'], 'letter.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      await screen.findByText('Reply sent, but its files were not attached', {}, { timeout: 8_000 }),
    ).toBeTruthy();
    const posts = api.calls.filter((c) => c.path.endsWith('/replies'));
    expect(posts).toHaveLength(2);
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(vi.mocked(uploadFilesToMessage)).not.toHaveBeenCalled();
    // The toast is the only thing said: no refusal under the editor.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringMatching(/^Reply sent, but its files were not attached/),
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reply' }).textContent).toBe(''));
    expect(await screen.findByText('Arrived once', { selector: '[data-rich-text] p' })).toBeTruthy();
  });

  it('keeps the reply when the server refuses it', async () => {
    setup(buildThreadView(), {
      handle: (call) =>
        call.path.endsWith('/replies')
          ? problemResponse(400, 'Write a message: it must contain some text')
          : undefined,
    });
    await typeReply('Kept');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Write a message: it must contain some text',
    );
    expect(screen.getByRole('textbox', { name: 'Reply' }).textContent).toBe('Kept');
    // Said under the editor that sent it; no toast besides.
    expect(screen.queryByText(/was not sent/)).toBeNull();
  });

  it('assigns the thread to the caller', async () => {
    const { api } = setup(buildThreadView(), {
      handle: (call) =>
        call.path === `/threads/${THREAD_ID}/users`
          ? jsonResponse({ threadId: THREAD_ID, assignees: [{ id: MY_STAFF_ID, name: 'Sam Staff' }] })
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('The thread is assigned to you')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/users'))).toMatchObject({
      method: 'POST',
      body: { staffMemberIds: [MY_STAFF_ID] },
    });
  });

  it('replaces the assignees with the team members chosen', async () => {
    const { api } = setup(buildThreadView({ assignees: [{ id: MY_STAFF_ID, name: 'Sam Staff' }] }), {
      handle: (call) => {
        if (call.path === `/teams/${TEAM_ID}`)
          return jsonResponse(
            buildTeamView({
              members: [
                {
                  staffMemberId: MY_STAFF_ID,
                  firstName: 'Sam',
                  lastName: 'Staff',
                  email: 's@x.org',
                  roles: [],
                },
                {
                  staffMemberId: JO_STAFF_ID,
                  firstName: 'Jo',
                  lastName: 'Smith',
                  email: 'j@x.org',
                  roles: [],
                },
              ],
            }),
          );
        if (call.method === 'PUT' && call.path === `/threads/${THREAD_ID}/users`)
          return jsonResponse({ threadId: THREAD_ID, assignees: [{ id: JO_STAFF_ID, name: 'Jo Smith' }] });
        return undefined;
      },
    });
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    await openMoreActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the thread' });
    const input = await within(dialog).findByRole('combobox', { name: 'Assignees' });
    fireEvent.keyDown(input, { key: 'Backspace' });
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Jo Smith' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save assignees' }));
    expect(await screen.findByText('Assigned to Jo Smith')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ staffMemberIds: [JO_STAFF_ID] });
  });

  it('refers the thread to another team with a reason', async () => {
    const { api, onReferred } = setup(buildThreadView(), { handle: answerReferral(false) });
    await openMoreActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Refer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer the thread to another team' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refer thread' }));
    expect(await within(dialog).findByText('Choose the team to refer the thread to')).toBeTruthy();
    expect(within(dialog).getByText('Give a reason for the referral')).toBeTruthy();

    const team = within(dialog).getByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(team).toHaveProperty('disabled', false));
    fireEvent.click(team);
    expect(screen.queryByRole('option', { name: 'Intake' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Housing' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: '  Needs housing support  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refer thread' }));
    await waitFor(() => expect(onReferred).toHaveBeenCalledWith('Housing'));
    expect(api.calls.find((c) => c.path.endsWith('/referrals'))?.body).toEqual({
      teamId: OTHER_TEAM_ID,
      reason: 'Needs housing support',
    });
    // Out of this user's sight now (stillVisible: false): the thread is not asked for again, which would be a 404.
    const referral = api.calls.findIndex((c) => c.path.endsWith('/referrals'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls.slice(referral).filter((c) => c.path === `/threads/${THREAD_ID}`)).toEqual([]);
    // The inbox says it once, in its notice (threadReferSuccess): no toast besides, read out a second time.
    expect(screen.queryByText(/referred to Housing/)).toBeNull();
  });

  it("asks for the thread again after a referral that leaves it in the user's sight", async () => {
    const { api, onReferred } = setup(buildThreadView(), { handle: answerReferral(true) });
    await openMoreActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Refer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer the thread to another team' });
    const team = within(dialog).getByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(team).toHaveProperty('disabled', false));
    fireEvent.click(team);
    fireEvent.click(await screen.findByRole('option', { name: 'Housing' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Housing' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refer thread' }));
    await waitFor(() => expect(onReferred).toHaveBeenCalledWith('Housing'));
    const referral = api.calls.findIndex((c) => c.path.endsWith('/referrals'));
    await waitFor(() =>
      expect(api.calls.slice(referral).some((c) => c.path === `/threads/${THREAD_ID}`)).toBe(true),
    );
  });

  it('archives for the team in a team inbox, then closes; Undo moves it back for the team', async () => {
    const { api, onClose } = setup(buildThreadView(), {
      handle: (call) =>
        call.path === '/threads/archive' || call.path === '/threads/unarchive'
          ? jsonResponse({ changed: 1, threadIds: [THREAD_ID] })
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.path === '/threads/archive')?.body).toEqual({
      threadIds: [THREAD_ID],
      scope: 'team',
      teamId: TEAM_ID,
    });
    expect(await screen.findByText(/^Thread archived for /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(/^Moved back to the .* inbox$/)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/threads/unarchive')?.body).toEqual({
      threadIds: [THREAD_ID],
      scope: 'team',
      teamId: TEAM_ID,
    });
  });

  it('moves a thread of the personal archive back to the inbox', async () => {
    const { api } = setup(buildThreadView({ archived: true }), {
      inboxKind: 'staff-inbox',
      handle: (call) =>
        call.path === '/threads/unarchive' ? jsonResponse({ changed: 1, threadIds: [THREAD_ID] }) : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move back to inbox' }));
    expect(await screen.findByText('Moved back to the inbox')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/threads/unarchive')?.body).toEqual({
      threadIds: [THREAD_ID],
      scope: 'me',
    });
  });

  it('gives participants the reply and archive only, without staff details', async () => {
    setup(
      buildThreadView({
        messages: [
          buildMessageView(1, {
            author: { userId: PARTICIPANT_USER_ID, kind: 'participant', name: 'Pat Participant' },
          }),
        ],
      }),
      { participant: true },
    );
    await screen.findByRole('heading', { name: 'Help with rent' });
    expect(screen.getByRole('button', { name: 'Archive' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    expect(screen.getByRole('banner').textContent).not.toContain('P7K3M9');
    expect(screen.getByRole('banner').textContent).toContain('With the Intake team');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeTruthy();
  });

  it('lets administrators delete the thread after confirming, and says so', async () => {
    let deleted = false;
    const { api, onClose } = setup(buildThreadView(), {
      me: { roles: ['Administrator'] },
      handle: (call) => {
        if (call.method === 'DELETE') {
          deleted = true;
          return new Response(null, { status: 204 });
        }
        // Gone, as on the server: asking for it again answers 404.
        return deleted && call.path === `/threads/${THREAD_ID}`
          ? problemResponse(404, 'No thread.')
          : undefined;
      },
    });
    await openMoreActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this thread?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete thread' }));
    expect(await screen.findByText('Thread deleted')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `/threads/${THREAD_ID}`)).toBe(true);
  });

  it('offers no delete to other staff', async () => {
    setup(buildThreadView());
    await openMoreActions();
    await screen.findByRole('menuitem', { name: 'Refer…' });
    expect(screen.queryByRole('menuitem', { name: 'Delete thread' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Copy files to participant record' })).toBeNull();
  });

  it('copies the files to the participant record and sums up', async () => {
    const file = messageFile(1, 'id.pdf', 2048);
    setup(buildThreadView({ messages: [buildMessageView(1, { files: [file] })] }), {
      handle: (call) =>
        call.path.endsWith('/mergedfiles')
          ? jsonResponse({
              participantId: 'P7K3M9',
              category: 'mergedparticipantmessagefiles',
              copied: ['id.pdf'],
              skipped: ['old.pdf'],
              missing: [],
            })
          : undefined,
    });
    expect(await screen.findByRole('button', { name: 'Download id.pdf 2 KB' })).toBeTruthy();
    await openMoreActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy files to participant record' }));
    expect(
      await screen.findByText("1 file copied to Lena Andrews's files; 1 was already there."),
    ).toBeTruthy();
  });

  it('lets the author rename a file of their message', async () => {
    const file = messageFile(1, 'scan.pdf', 10);
    const { api } = setup(
      buildThreadView({
        messages: [
          buildMessageView(1, {
            files: [file],
            author: { userId: STAFF_USER_ID, kind: 'staff', name: 'Sam Staff' },
          }),
          buildMessageView(2, {
            files: [messageFile(2, 'theirs.pdf', 10)],
          }),
        ],
      }),
      {
        handle: (call) =>
          call.method === 'PUT' && call.path.includes('/files/')
            ? jsonResponse({ ...file, name: 'passport.pdf' })
            : undefined,
      },
    );
    expect(await screen.findByRole('button', { name: 'Download theirs.pdf 10 B' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions for theirs.pdf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for scan.pdf' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename a file' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'File name' }), {
      target: { value: 'passport.pdf' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Renamed to passport.pdf')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/threads/${THREAD_ID}/${messageId(1)}/files/scan.pdf`,
      body: { name: 'passport.pdf' },
    });
  });

  it('loads earlier messages above the ones shown', async () => {
    const { api } = setup(
      buildThreadView({
        messages: [buildMessageView(3), buildMessageView(4)],
        messageCount: 4,
        hasEarlierMessages: true,
      }),
      {
        handle: (call) =>
          call.path === `/messages/${THREAD_ID}`
            ? jsonResponse({ items: [buildMessageView(1), buildMessageView(2)], total: 4 })
            : undefined,
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' }))
          .getAllByRole('article')
          .map((a) => a.querySelector('[data-rich-text]')?.textContent),
      ).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']),
    );
    const call = api.calls.find((c) => c.path.startsWith('/messages/'))!;
    expect([call.query.get('skip'), call.query.get('take')]).toEqual(['0', '2']);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('announces a new message from someone else', async () => {
    const { api, queryClient } = setup(buildThreadView());
    await screen.findByRole('heading', { name: 'Help with rent' });
    api.thread = buildThreadView({
      messages: [buildMessageView(1), buildMessageView(2), buildMessageView(3)],
    });
    await act(() => queryClient.invalidateQueries({ queryKey: threadKeys.detail(THREAD_ID) }));
    // The reply composer's live region (for a reply waiting for the connection) is there too, empty.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'New message from Lena Andrews',
      ),
    );
  });

  it('marks the thread unread from More actions, says so and closes it without reading it again', async () => {
    const { api, onClose } = setup(buildThreadView(), {
      handle: (call) => {
        if (call.method !== 'POST' || call.path !== `/threads/${THREAD_ID}/markasunread`) return undefined;
        api.thread = buildThreadView({ unread: true, lastReadMessageId: messageId(1) });
        return jsonResponse({
          threadId: THREAD_ID,
          lastReadMessageId: messageId(1),
          lastReadAt: '2030-01-01T10:01:00.000Z',
          unread: true,
        });
      },
    });
    await openMoreActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark as unread' }));
    expect(await screen.findByText('Marked as unread')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The thread was refetched (now unread) before it closed; opening it had read it, so it is not read again.
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === `/threads/${THREAD_ID}`)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((c) => c.path.includes('/markasread/'))).toBe(false);
  });

  it('says why when there is nothing to mark unread, and stays open', async () => {
    const { onClose } = setup(buildThreadView({ hasEarlierMessages: true, messages: [staffReply(3)] }), {
      handle: (call) =>
        call.path.endsWith('/markasunread')
          ? problemResponse(409, 'There is nothing to mark unread: every message here is yours.')
          : undefined,
    });
    await openMoreActions();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark as unread' }));
    expect(
      await screen.findByText('There is nothing to mark unread: every message here is yours.'),
    ).toBeTruthy();
    expect(screen.getByText('Not marked as unread')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no "Mark as unread" when every message is the caller’s own', async () => {
    setup(buildThreadView({ messages: [staffReply(1), staffReply(2)] }));
    await openMoreActions();
    await screen.findByRole('menuitem', { name: 'Refer…' });
    expect(screen.queryByRole('menuitem', { name: 'Mark as unread' })).toBeNull();
  });

  it('lets participants mark a conversation unread beside Archive', async () => {
    const { api, onClose } = setup(buildThreadView(), {
      participant: true,
      handle: (call) =>
        call.path === `/threads/${THREAD_ID}/markasunread`
          ? jsonResponse({ threadId: THREAD_ID, lastReadMessageId: null, lastReadAt: null, unread: true })
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Marked as unread')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.path.endsWith('/markasunread'))).toHaveLength(1);
  });

  it('stays unread when marked unread in another tab while open; a newer message is read as usual', async () => {
    const { api, queryClient } = setup(buildThreadView());
    await screen.findByRole('heading', { name: 'Help with rent' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The other tab's mark arrives as a live event, which refetches the thread.
    api.thread = buildThreadView({ unread: true, lastReadMessageId: messageId(1) });
    await act(() => queryClient.invalidateQueries({ queryKey: threadKeys.detail(THREAD_ID) }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((c) => c.path.includes('/markasread/'))).toBe(false);

    api.thread = buildThreadView({
      messages: [buildMessageView(1), buildMessageView(2), buildMessageView(3)],
      unread: true,
      lastReadMessageId: messageId(1),
    });
    await act(() => queryClient.invalidateQueries({ queryKey: threadKeys.detail(THREAD_ID) }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path.includes('/markasread/')).map((c) => c.path)).toEqual([
        `/threads/${THREAD_ID}/markasread/${messageId(3)}`,
      ]),
    );
  });

  it('speaks of a conversation to participants when it cannot be shown', async () => {
    setup(null, { participant: true });
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
    expect(screen.getByText('This conversation does not exist or you cannot see it.')).toBeTruthy();
    cleanup();
    setup(buildThreadView(), {
      participant: true,
      handle: (call) =>
        call.path === `/threads/${THREAD_ID}` ? problemResponse(500, 'The server had a problem.') : undefined,
    });
    expect(await screen.findByText('The conversation could not be loaded')).toBeTruthy();
  });

  it('has no serious accessibility problems', async () => {
    const { container } = setup(
      buildThreadView({
        unread: true,
        lastReadMessageId: messageId(1),
        assignees: [{ id: JO_STAFF_ID, name: 'Jo' }],
      }),
    );
    await screen.findByRole('heading', { name: 'Help with rent' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

/** Opens the thread, writes `text` and sends it; the server answers the reply when the test calls `answer`. */
async function sendHeldReply(text: string) {
  let respond: (response: Response) => void = () => undefined;
  const pane = setup(buildThreadView(), {
    handle: (call) =>
      call.path.endsWith('/replies') ? new Promise<Response>((resolve) => (respond = resolve)) : undefined,
  });
  await typeReply(text);
  fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  await waitFor(async () => expect((await replyBox()).getAttribute('contenteditable')).toBe('false'));
  return { pane, answer: (response: Response) => act(async () => respond(response)) };
}

describe('ThreadPane reply drafts', () => {
  it('keeps the unsent reply, text and files, while another thread is open', async () => {
    const first = setup(buildThreadView());
    await typeReply('Half a reply');
    const letter = new File(['x'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [letter] },
    });
    expect(await screen.findByText('letter.pdf')).toBeTruthy();
    // Opening another thread unmounts this one (the inbox keys the pane by thread).
    first.unmount();

    setup(buildThreadView());
    await waitFor(async () => expect((await replyBox()).textContent).toBe('Half a reply'));
    expect(screen.getByText('letter.pdf')).toBeTruthy();
  });

  it('drops the draft once the reply is sent', async () => {
    const first = setup(buildThreadView());
    await typeReply('Half a reply');
    first.unmount();
    const { api } = setup(buildThreadView(), {
      handle: (call) =>
        call.method === 'POST' && call.path.endsWith('/replies')
          ? jsonResponse(staffReply(3), { status: 201 })
          : undefined,
    });
    await waitFor(async () => expect((await replyBox()).textContent).toBe('Half a reply'));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/replies'))?.body).toEqual({ body: '<p>Half a reply</p>' });
    cleanup();

    setup(buildThreadView());
    expect((await replyBox()).textContent).toBe('');
  });

  it("keeps a participant's draft too", async () => {
    const pane = setup(buildThreadView(), { participant: true });
    await typeReply('Can I come on Monday?');
    pane.unmount();
    setup(buildThreadView(), { participant: true });
    await waitFor(async () => expect((await replyBox()).textContent).toBe('Can I come on Monday?'));
  });

  it('keeps drafts in memory only and forgets them at sign-out', async () => {
    const pane = setup(buildThreadView());
    await typeReply('About the eviction notice');
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i)!) ?? ''),
    );
    expect(stored.filter((value) => value.includes('eviction'))).toEqual([]);
    pane.unmount();
    act(() => sessionStore.set(null));

    setup(buildThreadView());
    expect((await replyBox()).textContent).toBe('');
  });

  it('has closing or reloading the page ask first while a draft is kept or a reply is on its way, not after', async () => {
    renderHook(useAskBeforeClosingWithUnsentWork);
    const pageWouldAsk = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    const pane = setup(buildThreadView());
    await replyBox();
    expect(pageWouldAsk()).toBe(false);
    await typeReply('About the eviction notice');
    expect(pageWouldAsk()).toBe(true);
    // Another thread opened: the draft is still kept (in memory), so the page still asks.
    pane.unmount();
    expect(pageWouldAsk()).toBe(true);
    cleanup();
    replyDrafts.discardAll();
    renderHook(useAskBeforeClosingWithUnsentWork);

    // While the reply is on its way its draft is set aside, and the page asks until the server has answered.
    const sent = await sendHeldReply('On my way');
    expect(pageWouldAsk()).toBe(true);
    await sent.answer(jsonResponse(staffReply(3, 'On my way'), { status: 201 }));
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    expect(pageWouldAsk()).toBe(false);
  });

  it('does not offer a reply again that was sent while another thread was open; keeps one refused meanwhile', async () => {
    const sent = await sendHeldReply('Sent while away');
    sent.pane.unmount();

    const second = setup(buildThreadView());
    expect((await replyBox()).textContent).toBe('');
    await sent.answer(jsonResponse(staffReply(3), { status: 201 }));
    second.unmount();
    setup(buildThreadView());
    expect((await replyBox()).textContent).toBe('');
    cleanup();

    const refused = await sendHeldReply('Refused while away');
    refused.pane.unmount();
    const elsewhere = setup(buildThreadView());
    await refused.answer(problemResponse(409, 'The thread is closed.'));
    expect(await screen.findByText('Your reply to “Help with rent” was not sent')).toBeTruthy();
    expect(
      screen.getByText('The thread is closed. The reply is kept as a draft in that conversation.'),
    ).toBeTruthy();
    elsewhere.unmount();
    setup(buildThreadView());
    await waitFor(async () => expect((await replyBox()).textContent).toBe('Refused while away'));
  });

  it('puts a reply refused after the person came back and wrote again before the new text, losing neither', async () => {
    const busPass = buildThreadView({
      id: BUS_PASS_THREAD_ID,
      subject: 'Bus pass',
      messages: [buildMessageView(5)],
    });
    const serveBusPass: FakeApi['handle'] = (call) =>
      call.path === `/threads/${BUS_PASS_THREAD_ID}` ? jsonResponse(busPass) : undefined;
    const first = await sendHeldReply('The first reply');
    first.pane.unmount();

    // Another thread, then back to this one, where the person starts a new reply.
    const other = setup(buildThreadView(), { threadId: BUS_PASS_THREAD_ID, handle: serveBusPass });
    expect(await screen.findByRole('heading', { name: 'Bus pass' })).toBeTruthy();
    other.unmount();
    setup(buildThreadView());
    expect((await replyBox()).textContent).toBe('');
    await typeReply('A second thought');

    // The server's reason without a full stop: the toast still reads as two sentences.
    await first.answer(problemResponse(409, 'The thread is closed'));
    const paragraphs = async () => Array.from((await replyBox()).querySelectorAll('p'), (p) => p.textContent);
    await waitFor(async () => expect(await paragraphs()).toEqual(['The first reply', 'A second thought']));
    expect(replyDrafts.read(STAFF_USER_ID, THREAD_ID)?.html).toBe(
      '<p>The first reply</p><p>A second thought</p>',
    );
    expect(await screen.findByText('Your reply to “Help with rent” was not sent')).toBeTruthy();
    expect(
      screen.getByText('The thread is closed. The reply is kept as a draft in that conversation.'),
    ).toBeTruthy();

    // Writing on keeps both.
    const box = await replyBox();
    await act(async () => {
      box.querySelectorAll('p')[1]!.textContent = 'A second thought, and more';
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(replyDrafts.read(STAFF_USER_ID, THREAD_ID)?.html).toBe(
      '<p>The first reply</p><p>A second thought, and more</p>',
    );
  });
});
