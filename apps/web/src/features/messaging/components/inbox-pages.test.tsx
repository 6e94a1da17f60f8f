import type { ListThreadsResponse, ThreadListItem } from '@casework/contract';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  answerWithLatency,
  appQueryClientWithoutRetries,
  holdAnswers,
  renderAppAt,
  unreadQueryKeys,
  stubServer,
  type FakeServer,
} from '../../../test/app-harness.tsx';
import {
  PARTICIPANT_USER_ID,
  STAFF_USER_ID,
  TEAM_ID,
  buildAuthMe,
  buildParticipantSession,
  buildStaffSession,
  buildThreadListItem,
  buildThreadView,
} from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { stubScreenWidth } from '../../../test/screen-width.ts';
import { SPLIT_INBOX_QUERY } from './inbox-split.ts';

// Whole-app renders on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const MY_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000bb';
const JO_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000b1';
const TEAM = { id: TEAM_ID, name: 'Intake' };

function buildItem(n: number, overrides: Partial<ThreadListItem> = {}): ThreadListItem {
  return buildThreadListItem({
    id: `0190a5b4-0000-7000-8000-00000000010${n}`,
    subject: `Subject ${n}`,
    lastMessagePreview: `Preview of thread ${n}`,
    lastMessageAt: new Date(Date.now() - n * 60_000 - 30_000).toISOString(),
    unread: n === 1,
    team: TEAM,
    messageCount: 1,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  });
}

function page(items: ThreadListItem[], total = items.length): ListThreadsResponse {
  return { items, total };
}

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: Call) => Response | undefined;

/** The fake server with the messaging API: `handler` answers first; every API call is recorded. */
function withApi(server: FakeServer, handler: Handler) {
  const calls: Call[] = [];
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation(((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://casework.test');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    if (url.pathname.startsWith('/api/v1/') && url.pathname !== '/api/v1/auth/me') calls.push(call);
    const answer = handler(call);
    return answer ? Promise.resolve(answer) : original(input);
  }) as typeof original);
  return calls;
}

/** A matcher of an accessible name, ignoring spaces and commas (jsdom trims the text of hidden spans). */
function named(text: string) {
  const squash = (value: string) => value.replace(/[\s,]/g, '');
  return (name: string) => squash(name) === squash(text);
}

const COUNTS = { unread: 1, open: 2, archived: 7, unassigned: 0 };

function staffInboxApi(items = [buildItem(1), buildItem(2)]): Handler {
  return (call) => {
    if (call.path === `/api/v1/threads/users/${STAFF_USER_ID}`) return jsonResponse(page(items));
    if (call.path === `/api/v1/threads/users/${STAFF_USER_ID}/counts`) return jsonResponse(COUNTS);
    if (call.path === '/api/v1/threads/archive' || call.path === '/api/v1/threads/unarchive') {
      const ids = (call.body as { threadIds: string[] }).threadIds;
      return jsonResponse({ changed: ids.length, threadIds: ids });
    }
    return undefined;
  };
}

describe('the staff inbox', () => {
  it('lists my open threads with counts on the views and a New message link', async () => {
    const calls = withApi(stubServer(buildStaffSession()), staffInboxApi());
    renderAppAt('/staff/inbox');
    const list = await screen.findByRole('list', { name: 'Open threads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Unread: Subject 1' })).toBeTruthy();
    const listCall = calls.find((c) => c.path === `/api/v1/threads/users/${STAFF_USER_ID}`)!;
    expect(Object.fromEntries(listCall.query)).toEqual({ archived: 'false', take: '25', skip: '0' });

    const views = screen.getByRole('navigation', { name: 'Inbox views' });
    const inbox = await within(views).findByRole('link', { name: named('Inbox, 2 threads, 1 unread') });
    expect(inbox.getAttribute('aria-current')).toBe('page');
    expect(
      within(views)
        .getByRole('link', { name: named('Archive, 7 threads') })
        .getAttribute('href'),
    ).toBe('/staff/inbox/archive');
    expect(screen.getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(
      `/staff/inbox/${STAFF_USER_ID}/new-message`,
    );
    expect(screen.queryByRole('button', { name: 'Team member inboxes' })).toBeNull();
  });

  it('asks for its threads and counts once, with the page, and reads every answer it asked for', async () => {
    const calls = withApi(stubServer(buildStaffSession()), staffInboxApi());
    const router = renderAppAt('/staff/inbox?page=1', { queryClient: appQueryClientWithoutRetries() });
    await screen.findByRole('list', { name: 'Open threads' });
    const list = `/api/v1/threads/users/${STAFF_USER_ID}`;
    expect(calls.filter((c) => c.path === list)).toHaveLength(1);
    expect(calls.filter((c) => c.path === `${list}/counts`)).toHaveLength(1);
    // A key the route's loader asked for and the page does not read would be left here, and the page would ask again.
    expect(unreadQueryKeys(router)).toEqual([]);
  });

  it('opens a thread through the thread marker, in place of the list on a narrow screen', async () => {
    withApi(stubServer(buildStaffSession()), staffInboxApi());
    const router = renderAppAt('/staff/inbox?messageSuccess=true');
    expect(await screen.findByText('Your message was sent.')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Subject 2' });
    expect(link.getAttribute('href')).toBe('/staff/inbox?thread=0190a5b4-0000-7000-8000-000000000102');
    fireEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ thread: '0190a5b4-0000-7000-8000-000000000102' }),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Open threads' })).toBeNull());
    // The confirmation was for the previous view.
    expect(screen.queryByText('Your message was sent.')).toBeNull();
  });

  it('searches subjects, messages and participants as the user types, keeping the search in the address', async () => {
    const calls = withApi(stubServer(buildStaffSession()), staffInboxApi());
    const router = renderAppAt('/staff/inbox');
    const box = await screen.findByRole('searchbox', { name: 'Search subjects, messages and participants' });
    fireEvent.change(box, { target: { value: '  furnace ' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'furnace' }), { timeout: 3000 });
    await waitFor(() =>
      expect(calls.some((c) => c.query.get('q') === 'furnace' && c.path.endsWith(STAFF_USER_ID))).toBe(true),
    );
  });

  it('says what to do when a search finds nothing, and clears it', async () => {
    withApi(stubServer(buildStaffSession()), staffInboxApi([]));
    const router = renderAppAt('/staff/inbox?q=nothing');
    expect(await screen.findByText('No threads match “nothing”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Your inbox is empty')).toBeTruthy();
  });

  it('archives the selected threads for me and says so', async () => {
    const calls = withApi(stubServer(buildStaffSession()), staffInboxApi());
    renderAppAt('/staff/inbox');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select “Subject 2”' }));
    const bar = screen.getByRole('group', { name: 'Selected threads' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('1 thread archived.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/threads/archive')).toMatchObject({
      method: 'PUT',
      body: { threadIds: ['0190a5b4-0000-7000-8000-000000000102'], scope: 'me' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Selected threads' })?.textContent).toMatch(/Select all/),
    );
  });

  it('undoes an archive from its toast: the same threads move back to my inbox', async () => {
    // As the server does: the archived threads leave the list, and the selection's bar and button with them.
    let archived: string[] = [];
    const inbox = staffInboxApi();
    const calls = withApi(stubServer(buildStaffSession()), (call) => {
      if (call.path === '/api/v1/threads/archive')
        archived = (call.body as { threadIds: string[] }).threadIds;
      if (call.path === '/api/v1/threads/unarchive') archived = [];
      if (call.path === `/api/v1/threads/users/${STAFF_USER_ID}`)
        return jsonResponse(page([buildItem(1), buildItem(2)].filter((item) => !archived.includes(item.id))));
      return inbox(call);
    });
    renderAppAt('/staff/inbox');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select “Subject 1”' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select “Subject 2”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await screen.findByText('2 threads archived.');
    expect(calls.some((c) => c.path === '/api/v1/threads/unarchive')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('2 threads moved back to the inbox.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/threads/unarchive')?.body).toEqual({
      threadIds: ['0190a5b4-0000-7000-8000-000000000101', '0190a5b4-0000-7000-8000-000000000102'],
      scope: 'me',
    });
    await waitFor(() => expect(screen.queryByText('2 threads archived.')).toBeNull());
  });

  it('lists the archive under the archive path and moves threads back to the inbox', async () => {
    const calls = withApi(stubServer(buildStaffSession()), staffInboxApi([buildItem(3, { archived: true })]));
    renderAppAt('/staff/inbox/archive');
    const list = await screen.findByRole('list', { name: 'Archived threads' });
    expect(calls.find((c) => c.path.endsWith(STAFF_USER_ID))!.query.get('archived')).toBe('true');
    const views = screen.getByRole('navigation', { name: 'Inbox views' });
    expect(
      within(views)
        .getByRole('link', { name: /^Archive/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select “Subject 3”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move back to inbox' }));
    expect(await screen.findByText('1 thread moved back to the inbox.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/threads/unarchive')?.body).toEqual({
      threadIds: ['0190a5b4-0000-7000-8000-000000000103'],
      scope: 'me',
    });
  });

  it('confirms a referral from the flags', async () => {
    withApi(stubServer(buildStaffSession()), staffInboxApi());
    renderAppAt('/staff/inbox?threadReferSuccess=true&referredToTeam=Housing');
    expect(await screen.findByText('The thread was referred to Housing.')).toBeTruthy();
  });

  it('offers supervisors the inboxes of their team members', async () => {
    const server = stubServer(buildStaffSession());
    server.authMe = () => jsonResponse(buildAuthMe({ roles: ['Supervisor'] }));
    withApi(server, (call) => {
      if (call.path === `/api/v1/teams/${TEAM_ID}`) return jsonResponse(teamView());
      return staffInboxApi()(call);
    });
    const router = renderAppAt('/staff/inbox');
    fireEvent.click(await screen.findByRole('button', { name: 'Team member inboxes' }));
    const members = await screen.findByRole('navigation', { name: 'Team member inboxes', hidden: true });
    // The whole app runs without Mantine's test mode, so the popover's opening transition never ends in jsdom.
    const item = within(members).getByRole('link', { name: 'Jo Smith', hidden: true });
    expect(item.getAttribute('href')).toBe(`/staff/inbox/team-member-inbox/${JO_STAFF_ID}`);
    expect(within(members).getByRole('list', { name: 'Intake', hidden: true })).toBeTruthy();
    expect(within(members).queryByRole('link', { name: 'Sam Staff', hidden: true })).toBeNull();
    fireEvent.click(item);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/staff/inbox/team-member-inbox/${JO_STAFF_ID}`),
    );
  });

  it('reads on past the last thread of a page with Alt+Down, and back with Alt+Up, the page and thread in one move', async () => {
    const all = Array.from({ length: 30 }, (_, i) =>
      buildItem(i + 1, {
        id: `0190a5b4-0000-7000-8000-${String(1001 + i).padStart(12, '0')}`,
        unread: false,
      }),
    );
    withApi(stubServer(buildStaffSession()), (call) => {
      if (call.path === `/api/v1/threads/users/${STAFF_USER_ID}`) {
        const skip = Number(call.query.get('skip') ?? 0);
        return jsonResponse(page(all.slice(skip, skip + Number(call.query.get('take'))), all.length));
      }
      const thread = all.find((item) => call.path === `/api/v1/threads/${item.id}`);
      if (thread) return jsonResponse(buildThreadView({ id: thread.id, subject: thread.subject }));
      return staffInboxApi()(call);
    });
    stubScreenWidth((query) => query === SPLIT_INBOX_QUERY);
    const router = renderAppAt(`/staff/inbox?thread=${all[24]!.id}`);
    await screen.findByRole('link', { name: 'Subject 25' });
    const pane = screen.getByRole('region', { name: 'Open thread' });

    fireEvent.keyDown(pane, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, thread: all[25]!.id }));
    expect(await screen.findByRole('link', { name: 'Subject 26' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Subject 25' })).toBeNull();

    fireEvent.keyDown(pane, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(router.state.location.search).toEqual({ thread: all[24]!.id }));
    expect(await screen.findByRole('link', { name: 'Subject 25' })).toBeTruthy();
  });

  it('says a deleted thread is deleted and closes it, though the thread is gone from the list and the server', async () => {
    let items = [buildItem(1), buildItem(2)];
    const deleted = items[0]!.id;
    const server = stubServer(buildStaffSession(), ['Administrator']);
    const calls = withApi(server, (call) => {
      if (call.path === `/api/v1/threads/${deleted}` && call.method === 'DELETE') {
        items = items.filter((i) => i.id !== deleted);
        return new Response(null, { status: 204 });
      }
      if (call.path === `/api/v1/threads/${deleted}`)
        return items.some((i) => i.id === deleted)
          ? jsonResponse(buildThreadView({ id: deleted, subject: 'Subject 1' }))
          : problemResponse(404, 'No thread has this id.');
      return staffInboxApi(items)(call);
    });
    answerWithLatency(server);
    // Side by side with the list, which the deletion refetches (so the page around the thread renders again).
    stubScreenWidth((query) => query === SPLIT_INBOX_QUERY);
    const router = renderAppAt(`/staff/inbox?thread=${deleted}`);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this thread?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete thread' }));
    expect(await screen.findByText('Thread deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByText('Thread not found')).toBeNull();
    // Nothing asked for the deleted thread after it was deleted.
    const deletion = calls.findIndex((c) => c.method === 'DELETE');
    const readsAfter = calls
      .slice(deletion)
      .filter((c) => c.path === `/api/v1/threads/${deleted}` && c.method === 'GET');
    expect(readsAfter).toEqual([]);
  });
});

function teamView() {
  const member = (staffMemberId: string, firstName: string, lastName: string) => ({
    staffMemberId,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.org`,
    roles: [],
  });
  return {
    id: TEAM_ID,
    name: 'Intake',
    description: '',
    isPrivate: false,
    memberCount: 2,
    members: [member(MY_STAFF_ID, 'Sam', 'Staff'), member(JO_STAFF_ID, 'Jo', 'Smith')],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

describe("a team member's inbox", () => {
  it('shows the member by name, read-only, from GET /threads/users/{staffMemberId}', async () => {
    const server = stubServer(buildStaffSession());
    server.authMe = () => jsonResponse(buildAuthMe({ roles: ['Supervisor'] }));
    const calls = withApi(server, (call) => {
      if (call.path === `/api/v1/teams/${TEAM_ID}`) return jsonResponse(teamView());
      if (call.path === `/api/v1/threads/users/${JO_STAFF_ID}`) return jsonResponse(page([buildItem(1)]));
      if (call.path === `/api/v1/threads/users/${JO_STAFF_ID}/counts`) return jsonResponse(COUNTS);
      return undefined;
    });
    renderAppAt(`/staff/inbox/team-member-inbox/${JO_STAFF_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox of Jo Smith' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Open threads' });
    expect(within(list).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull();
    expect(calls.some((c) => c.path === `/api/v1/threads/users/${JO_STAFF_ID}`)).toBe(true);
    expect(
      within(screen.getByRole('navigation', { name: 'Inbox views' }))
        .getByRole('link', { name: /^Archive/ })
        .getAttribute('href'),
    ).toBe(`/staff/inbox/team-member-inbox/${JO_STAFF_ID}/archive`);
  });

  it('says so when the inbox is not one the supervisor may read', async () => {
    const server = stubServer(buildStaffSession());
    withApi(server, (call) =>
      call.path.startsWith('/api/v1/threads/users/')
        ? new Response(JSON.stringify({ status: 404, title: 'Not Found', detail: 'No such inbox' }), {
            status: 404,
            headers: { 'Content-Type': 'application/problem+json' },
          })
        : undefined,
    );
    renderAppAt(`/staff/inbox/team-member-inbox/${JO_STAFF_ID}`);
    expect(
      await screen.findByText('This inbox does not exist, or it belongs to someone outside your teams.'),
    ).toBeTruthy();
  });
});

describe('the team inbox', () => {
  const TEAM_COUNTS = { unread: 2, open: 9, archived: 4, unassigned: 1 };

  function teamApi(items = [buildItem(1), buildItem(2)], counts = TEAM_COUNTS): Handler {
    return (call) => {
      if (call.path === `/api/v1/threads/teams/${TEAM_ID}`) return jsonResponse(page(items, 9));
      if (call.path === `/api/v1/threads/teams/${TEAM_ID}/counts`) return jsonResponse(counts);
      if (call.path === `/api/v1/threads/teams/${TEAM_ID}/unresponded`) return jsonResponse(page([], 3));
      if (call.path === '/api/v1/threads/unassigned') return jsonResponse(page([buildItem(4)]));
      if (/^\/api\/v1\/threads\/[^/]+\/users$/.test(call.path)) {
        return jsonResponse({
          threadId: call.path.split('/')[4],
          assignees: [{ id: MY_STAFF_ID, name: 'Sam Staff' }],
        });
      }
      if (call.path === '/api/v1/threads/archive' || call.path === '/api/v1/threads/unarchive') {
        const ids = (call.body as { threadIds: string[] }).threadIds;
        return jsonResponse({ changed: ids.length, threadIds: ids });
      }
      return undefined;
    };
  }

  it("shows the first team's threads, the views with counts and the unresponded link", async () => {
    withApi(stubServer(buildStaffSession()), teamApi());
    renderAppAt('/staff/team-inbox');
    expect(await screen.findByRole('list', { name: 'Open threads' })).toBeTruthy();
    expect(screen.getByDisplayValue('Intake').getAttribute('id')).toBe(
      screen.getAllByText('Team')[0]!.closest('label')!.getAttribute('for'),
    );
    const views = screen.getByRole('navigation', { name: 'Inbox views' });
    // The counts, and what I have not read, come from GET /threads/teams/{teamId}/counts.
    expect(
      await within(views).findByRole('link', { name: named('Inbox, 9 threads, 2 unread') }),
    ).toBeTruthy();
    expect(
      (await within(views).findByRole('link', { name: named('Archive, 4 threads') })).getAttribute('href'),
    ).toBe(`/staff/team-inbox/archive?team=${TEAM_ID}`);
    expect((await screen.findByRole('link', { name: 'Waiting for a reply (3)' })).getAttribute('href')).toBe(
      `/staff/team-inbox/${TEAM_ID}/unresponded-messages`,
    );
    expect(screen.getByRole('link', { name: 'Unread: Subject 1' }).getAttribute('href')).toBe(
      `/staff/team-inbox?team=${TEAM_ID}&thread=0190a5b4-0000-7000-8000-000000000101`,
    );
  });

  it.each([
    ['its open threads', '/staff/team-inbox', `/api/v1/threads/teams/${TEAM_ID}`, 'Open threads'],
    [
      'its unassigned threads',
      '/staff/team-inbox?unassigned=true',
      '/api/v1/threads/unassigned',
      'Unassigned threads',
    ],
    ['its archive', '/staff/team-inbox/archive', `/api/v1/threads/teams/${TEAM_ID}`, 'Archived threads'],
  ])(
    'asks for %s, the counts and the waiting threads once, with the page, and reads every answer',
    async (_, path, listPath, listName) => {
      const calls = withApi(stubServer(buildStaffSession()), teamApi());
      const router = renderAppAt(path, { queryClient: appQueryClientWithoutRetries() });
      await screen.findByRole('list', { name: listName });
      await screen.findByRole('link', { name: 'Waiting for a reply (3)' });
      for (const asked of [
        listPath,
        `/api/v1/threads/teams/${TEAM_ID}/counts`,
        `/api/v1/threads/teams/${TEAM_ID}/unresponded`,
      ]) {
        expect(
          calls.filter((c) => c.path === asked),
          asked,
        ).toHaveLength(1);
      }
      // A key the route's loader asked for and the page does not read would be left here.
      expect(unreadQueryKeys(router)).toEqual([]);
    },
  );

  it('asks for the chosen team’s threads while the page’s code loads, before the page shows', async () => {
    const server = stubServer(buildStaffSession());
    const calls = withApi(server, teamApi());
    const releaseCounts = holdAnswers(server, `/api/v1/threads/teams/${TEAM_ID}/counts`);
    renderAppAt(`/staff/team-inbox?team=${TEAM_ID}`);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(`/api/v1/threads/teams/${TEAM_ID}`));
    // The page waits for its first answers (the counts are held), so it asked before it rendered.
    expect(screen.queryByRole('heading', { level: 1, name: 'Team inbox' })).toBeNull();
    releaseCounts();
    expect(await screen.findByRole('list', { name: 'Open threads' })).toBeTruthy();
  });

  it('filters to unassigned threads of the team', async () => {
    const calls = withApi(stubServer(buildStaffSession()), teamApi());
    const router = renderAppAt('/staff/team-inbox');
    fireEvent.click(await screen.findByRole('switch', { name: 'Unassigned only' }));
    expect(await screen.findByRole('list', { name: 'Unassigned threads' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ team: TEAM_ID, unassigned: true });
    expect(calls.find((c) => c.path === '/api/v1/threads/unassigned')).toMatchObject({
      method: 'POST',
      body: { teamIds: [TEAM_ID], take: 25, skip: 0 },
    });
    expect(
      screen.getByRole('searchbox', { name: 'Search subjects, messages and participants' }),
    ).toHaveProperty('disabled', true);
  });

  it('assigns the selected threads to me one by one, with one result toast', async () => {
    const calls = withApi(stubServer(buildStaffSession()), teamApi());
    renderAppAt('/staff/team-inbox');
    await screen.findByRole('list', { name: 'Open threads' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('2 threads assigned to you.')).toBeTruthy();
    const assigns = calls.filter((c) => c.path.endsWith('/users'));
    expect(assigns.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/api/v1/threads/0190a5b4-0000-7000-8000-000000000101/users',
        { staffMemberIds: [MY_STAFF_ID] },
      ],
      [
        'POST',
        '/api/v1/threads/0190a5b4-0000-7000-8000-000000000102/users',
        { staffMemberIds: [MY_STAFF_ID] },
      ],
    ]);
  });

  it('archives for the team, and asks for the team counts again', async () => {
    let counts = TEAM_COUNTS;
    const calls = withApi(stubServer(buildStaffSession()), (call) => teamApi(undefined, counts)(call));
    renderAppAt('/staff/team-inbox');
    const views = await screen.findByRole('navigation', { name: 'Inbox views' });
    await within(views).findByRole('link', { name: named('Archive, 4 threads') });
    counts = { ...TEAM_COUNTS, unread: 1, open: 8, archived: 5 };
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select “Subject 2”' }));
    const archive = screen.getByRole('button', { name: 'Archive' });
    act(() => archive.focus());
    fireEvent.click(archive);
    expect(await screen.findByText('1 thread archived.')).toBeTruthy();
    // The Archive button went with the selection: the focus stays in the list, on the selection's checkbox.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select all on this page' })),
    );
    expect(calls.find((c) => c.path === '/api/v1/threads/archive')?.body).toEqual({
      threadIds: ['0190a5b4-0000-7000-8000-000000000102'],
      scope: 'team',
      teamId: TEAM_ID,
    });
    // Undo moves it back for the team, not in the caller's own inbox.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v1/threads/unarchive')?.body).toEqual({
        threadIds: ['0190a5b4-0000-7000-8000-000000000102'],
        scope: 'team',
        teamId: TEAM_ID,
      }),
    );
    expect(
      await within(views).findByRole('link', { name: named('Inbox, 8 threads, 1 unread') }),
    ).toBeTruthy();
    expect(within(views).getByRole('link', { name: named('Archive, 5 threads') })).toBeTruthy();
  });
});

describe('the unresponded page', () => {
  it('lists who waits, how long, and opens a thread in the team inbox', async () => {
    const since = new Date(Date.now() - (3 * 60 + 20) * 60_000 - 10_000).toISOString();
    withApi(stubServer(buildStaffSession()), (call) =>
      call.path === `/api/v1/threads/teams/${TEAM_ID}/unresponded`
        ? jsonResponse(page([buildItem(1, { waitingSince: since })]))
        : undefined,
    );
    const router = renderAppAt(`/staff/team-inbox/${TEAM_ID}/unresponded-messages`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for a reply' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Threads of Intake' });
    expect(within(list).getByText('Waiting 3 h 20 min')).toBeTruthy();
    const link = within(list).getByRole('link', { name: 'Unread: Subject 1' });
    expect(link.getAttribute('href')).toBe(
      `/staff/team-inbox?team=${TEAM_ID}&thread=0190a5b4-0000-7000-8000-000000000101`,
    );
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/team-inbox'));
    expect(router.state.location.search).toEqual({
      team: TEAM_ID,
      thread: '0190a5b4-0000-7000-8000-000000000101',
    });
  });
});

describe('the participant inbox', () => {
  it('lists their threads with the team they write with, and a New message link', async () => {
    const calls = withApi(stubServer(buildParticipantSession()), (call) => {
      if (call.path === `/api/v1/threads/users/${PARTICIPANT_USER_ID}`) {
        return jsonResponse(page([buildItem(1, { assignees: [] })]));
      }
      if (call.path === `/api/v1/threads/users/${PARTICIPANT_USER_ID}/counts`) return jsonResponse(COUNTS);
      return undefined;
    });
    renderAppAt('/participant/inbox');
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    expect(within(list).getByText('With Intake')).toBeTruthy();
    expect(within(list).queryByText('P7K3M9')).toBeNull();
    expect(screen.getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(
      `/participant/inbox/${PARTICIPANT_USER_ID}/new-message`,
    );
    expect(calls.some((c) => c.path === `/api/v1/threads/users/${PARTICIPANT_USER_ID}/counts`)).toBe(true);
    await act(async () => undefined);
  });

  it('says "conversations", not "threads", to a participant: the count, the selection and the archive toast', async () => {
    // Toasts of earlier tests would still be on the page.
    notifications.clean();
    const calls = withApi(stubServer(buildParticipantSession()), (call) => {
      if (call.path === `/api/v1/threads/users/${PARTICIPANT_USER_ID}`)
        return jsonResponse(
          page([1, 2].map((n) => buildItem(n, { lastMessagePreview: `About the rent, part ${n}` }))),
        );
      if (call.path === `/api/v1/threads/users/${PARTICIPANT_USER_ID}/counts`) return jsonResponse(COUNTS);
      if (call.path === '/api/v1/threads/archive')
        return jsonResponse({ changed: 1, threadIds: (call.body as { threadIds: string[] }).threadIds });
      return undefined;
    });
    renderAppAt('/participant/inbox');
    await screen.findByRole('list', { name: 'Your conversations' });
    expect(screen.getByText('2 conversations')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Inbox views' })).getByRole('link', {
        name: named('Archive, 7 conversations'),
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Subject 2”' }));
    const bar = screen.getByRole('group', { name: 'Selected conversations' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('1 conversation archived.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/threads/archive')?.body).toEqual({
      threadIds: ['0190a5b4-0000-7000-8000-000000000102'],
      scope: 'me',
    });
    expect(document.body.textContent).not.toMatch(/\bthreads?\b/i);
  });

  it('says no conversations match a search that finds nothing', async () => {
    withApi(stubServer(buildParticipantSession()), (call) =>
      call.path.startsWith(`/api/v1/threads/users/${PARTICIPANT_USER_ID}`)
        ? jsonResponse(call.path.endsWith('/counts') ? COUNTS : page([]))
        : undefined,
    );
    renderAppAt('/participant/inbox?q=boiler');
    expect(await screen.findByText('No conversations match “boiler”')).toBeTruthy();
  });

  it('tells a participant with no messages how to start', async () => {
    withApi(stubServer(buildParticipantSession()), (call) =>
      call.path.startsWith(`/api/v1/threads/users/${PARTICIPANT_USER_ID}`)
        ? jsonResponse(call.path.endsWith('/counts') ? COUNTS : page([]))
        : undefined,
    );
    renderAppAt('/participant/inbox/archive');
    expect(await screen.findByText('Nothing archived')).toBeTruthy();
  });
});
