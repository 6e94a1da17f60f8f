import type { ThreadView } from '@casework/contract';
import { Notifications, notifications } from '@mantine/notifications';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TEAM_ID,
  THREAD_ID,
  buildAuthMe,
  buildParticipantSession,
  buildStaffSession,
  buildTeamSummary,
  buildTeamView,
  buildThreadView,
} from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { participantUser, userFromAuthMe, type CurrentUser } from '../../../platform/session/roles.ts';
import { SPLIT_INBOX_QUERY } from './inbox-split.ts';
import { ThreadHeader, type ThreadHeaderProps } from './thread-header.tsx';
import { stubScreenWidth } from '../../../test/screen-width.ts';

// Mantine menus and lazily loaded dialogs on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const MY_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000bb';
const DANIEL_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000b2';
const JO_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000b1';
const HOUSING = buildTeamSummary({ id: '0190a5b4-0000-7000-8000-0000000000ab', name: 'Housing' });

/** A personal thread of `owner`, as GET /threads/{id} shows it. */
function buildPersonalThread(owner: { id: string; name: string }, overrides: Partial<ThreadView> = {}) {
  return buildThreadView({
    kind: 'personal',
    team: null,
    owner,
    staffMembers: [{ ...owner, isAssignee: false, isOwner: true }],
    ...overrides,
  });
}

const staffUser: CurrentUser = userFromAuthMe(buildAuthMe({ firstName: 'Daniel', lastName: 'Kasayulie' }));
const ME = { id: MY_STAFF_ID, name: 'Daniel Kasayulie' };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function setup(
  thread: ThreadView,
  options: {
    participant?: boolean;
    inboxKind?: ThreadHeaderProps['inboxKind'];
    handle?: (call: Call) => Response | Promise<Response> | undefined;
  } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://casework.test');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return Promise.resolve(
        options.handle?.(call) ?? problemResponse(404, `Not stubbed: ${call.method} ${call.path}`),
      );
    }),
  );
  const session = options.participant ? buildParticipantSession() : buildStaffSession();
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <Notifications />
      <ThreadHeader
        thread={thread}
        subjectId="subject"
        inboxKind={options.inboxKind ?? (options.participant ? 'participant-inbox' : 'staff-inbox')}
        user={options.participant ? participantUser(session) : staffUser}
        onClose={onClose}
        onReferred={vi.fn()}
      />
    </>,
    { session },
  );
  return { calls, onClose };
}

/** The server's answer to archiving the thread; nothing else is stubbed. */
function answerArchive(call: Call) {
  return call.path === '/threads/archive' ? jsonResponse({ changed: 1, threadIds: [THREAD_ID] }) : undefined;
}

/** A wide window: the list and the thread side by side, the thread with its close button. */
function wideWindow() {
  stubScreenWidth((query) => query === SPLIT_INBOX_QUERY);
}

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

describe('a personal thread in the staff header', () => {
  it("shows the caller's own personal thread as theirs and offers no assigning to themself", async () => {
    setup(buildPersonalThread(ME));
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Personal · yours')).toBeTruthy();
    expect(header.textContent).not.toContain('Unassigned');
    expect(header.textContent).not.toContain('Owned by');
    expect(within(header).queryByRole('button', { name: 'Assign to me' })).toBeNull();
    // A personal thread has no team to choose assignees from; referring it stays possible.
    fireEvent.click(within(header).getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Refer…' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Assign…' })).toBeNull();
  });

  it('names the owner of a personal thread someone else owns, and who else is assigned', async () => {
    const daniel = { id: DANIEL_STAFF_ID, name: 'Dana Owner' };
    setup(buildPersonalThread(daniel, { assignees: [{ id: JO_STAFF_ID, name: 'Jo Smith' }] }), {
      inboxKind: 'team-member-inbox',
    });
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('Owned by Dana Owner · Also assigned to Jo Smith');
    expect(within(header).getByText('Personal')).toBeTruthy();
    expect(header.textContent).not.toContain('Unassigned');
    // The server lets anyone who sees a personal thread be assigned to it (it then shows in their inbox).
    expect(within(header).getByRole('button', { name: 'Assign to me' })).toBeTruthy();
  });

  it('lists others assigned to my personal thread without repeating me', () => {
    setup(buildPersonalThread(ME, { assignees: [ME, { id: JO_STAFF_ID, name: 'Jo Smith' }] }));
    expect(screen.getByRole('banner').textContent).toContain('(P7K3M9) · Also assigned to Jo Smith');
  });

  it('keeps "Unassigned" and "Assign to me" for a team thread nobody works', () => {
    setup(buildThreadView(), { inboxKind: 'team-inbox' });
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('(P7K3M9) · Unassigned');
    expect(within(header).getByRole('button', { name: 'Assign to me' })).toBeTruthy();
  });
});

describe('the words of the header and its actions', () => {
  it('says "conversation" to a participant: the close button and the archive toast', async () => {
    wideWindow();
    const { calls, onClose } = setup(buildThreadView(), {
      participant: true,
      handle: answerArchive,
    });
    expect(screen.getByRole('button', { name: 'Close conversation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Conversation archived')).toBeTruthy();
    expect(screen.queryByText('Thread archived')).toBeNull();
    expect(calls.find((c) => c.path === '/threads/archive')?.body).toEqual({
      threadIds: [THREAD_ID],
      scope: 'me',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps "thread" for staff', async () => {
    wideWindow();
    setup(buildThreadView(), {
      inboxKind: 'team-inbox',
      handle: answerArchive,
    });
    expect(screen.getByRole('button', { name: 'Close thread' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    // The team inbox's archive is the team's: the toast says whose, as the thread stays in the assignees' inboxes.
    expect(await screen.findByText('Thread archived for Intake')).toBeTruthy();
  });

  it('says only "Thread archived" in a personal inbox, whose archive is the caller\'s own', async () => {
    wideWindow();
    setup(buildThreadView(), {
      handle: answerArchive,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Thread archived')).toBeTruthy();
  });
});

describe('Assign to me', () => {
  it('gives its focus to Archive once the thread is assigned and the button goes', async () => {
    wideWindow();
    let showThread: (thread: ThreadView) => void = () => undefined;
    function Refetched() {
      const [thread, setThread] = useState(buildThreadView());
      showThread = setThread;
      return (
        <ThreadHeader
          thread={thread}
          subjectId="subject"
          inboxKind="team-inbox"
          user={staffUser}
          onClose={vi.fn()}
          onReferred={vi.fn()}
        />
      );
    }
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        Promise.resolve(
          new URL(input, 'http://casework.test').pathname.endsWith(`/threads/${THREAD_ID}/users`) &&
            init?.method === 'POST'
            ? jsonResponse({ threadId: THREAD_ID, assignees: [ME] })
            : problemResponse(404, 'Not stubbed'),
        ),
      ),
    );
    renderWithProviders(
      <>
        <Notifications />
        <Refetched />
      </>,
      { session: buildStaffSession() },
    );
    const assign = screen.getByRole('button', { name: 'Assign to me' });
    assign.focus();
    fireEvent.click(assign);
    await screen.findByText('The thread is assigned to you');
    // The thread's fresh answer names the caller among its assignees: the button goes.
    act(() => showThread(buildThreadView({ assignees: [ME] })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Archive' })));
  });
});

describe('the focus after a dialog of the "More actions" menu closes', () => {
  async function openFromMenu(item: string, dialogName: string) {
    const more = screen.getByRole('button', { name: 'More actions' });
    more.focus();
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
    return { more, dialog: await screen.findByRole('dialog', { name: dialogName }) };
  }

  it('goes back to the menu button when the Refer dialog is cancelled', async () => {
    setup(buildThreadView(), {
      inboxKind: 'team-inbox',
      handle: (call) => (call.path === '/teams' ? jsonResponse({ items: [HOUSING], total: 1 }) : undefined),
    });
    const { more, dialog } = await openFromMenu('Refer…', 'Refer the thread to another team');
    const team = within(dialog).getByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(team).toHaveProperty('disabled', false));
    // The person works in the dialog, then changes their mind.
    within(dialog).getByRole('textbox', { name: 'Reason' }).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(more));
  });

  it('is in the Refer dialog as it opens, while the teams still load', async () => {
    let answerTeams: (response: Response) => void = () => undefined;
    setup(buildThreadView(), {
      inboxKind: 'team-inbox',
      handle: (call) =>
        call.path === '/teams'
          ? new Promise<Response>((resolve) => {
              answerTeams = resolve;
            })
          : undefined,
    });
    const { dialog } = await openFromMenu('Refer…', 'Refer the thread to another team');
    const team = within(dialog).getByRole('combobox', { name: 'Team' });
    await waitFor(() => expect(document.activeElement).toBe(team));
    answerTeams(jsonResponse({ items: [HOUSING], total: 1 }));
    fireEvent.click(team);
    expect(await screen.findByRole('option', { name: 'Housing' })).toBeTruthy();
  });

  it('goes back to the menu button when the Assign dialog is closed', async () => {
    setup(buildThreadView(), {
      inboxKind: 'team-inbox',
      handle: (call) => (call.path === `/teams/${TEAM_ID}` ? jsonResponse(buildTeamView()) : undefined),
    });
    const { more, dialog } = await openFromMenu('Assign…', 'Assign the thread');
    (await within(dialog).findByRole('combobox', { name: 'Assignees' })).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(more));
  });
});

describe('a thread archived for its team, in a personal inbox', () => {
  const doneForTeam = () => buildThreadView({ teamArchived: true, assignees: [ME] });

  it('says it was archived for the team, and Archive archives it in my inbox too', async () => {
    const { calls, onClose } = setup(doneForTeam(), {
      handle: answerArchive,
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Archived for Intake')).toBeTruthy();
    expect(within(header).getByRole('note').textContent).toContain(
      'The Intake team archived this thread. It stays open in your inbox until you archive it here too.',
    );
    fireEvent.click(within(header).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Thread archived')).toBeTruthy();
    expect(calls.find((c) => c.path === '/threads/archive')?.body).toEqual({
      threadIds: [THREAD_ID],
      scope: 'me',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says nothing of it once archived in my inbox too, in the team inbox, or to the participant', () => {
    setup(buildThreadView({ teamArchived: true, archived: true }));
    setup(buildThreadView({ teamArchived: true }), { inboxKind: 'team-inbox' });
    setup(buildThreadView({ teamArchived: true }), { participant: true });
    for (const header of screen.getAllByRole('banner')) {
      expect(header.textContent).not.toContain('Archived for');
      expect(within(header).queryByRole('note')).toBeNull();
    }
  });

  it("shows a supervisor the badge in a team member's inbox, without telling them it is in their own", () => {
    setup(doneForTeam(), { inboxKind: 'team-member-inbox' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Archived for Intake')).toBeTruthy();
    expect(within(header).queryByRole('note')).toBeNull();
  });
});
