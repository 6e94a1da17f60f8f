import type { ListThreadsResponse, ThreadListItem } from '@casework/contract';
import { Menu, Portal } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildParticipantSession, buildStaffSession, buildThreadListItem } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InboxLayout } from './inbox-layout.tsx';
import { InboxListPanel } from './inbox-list-panel.tsx';
import { SPLIT_INBOX_QUERY } from './inbox-split.ts';
import { stubScreenWidth } from '../../../test/screen-width.ts';

configure({ asyncUtilTimeout: 5_000 });

/**
 * The open thread stands in for the real one: its Archive does what the real one does. The list is refreshed
 * without the thread (the archive call refetches the lists before it answers), then the thread closes.
 */
vi.mock('./thread-pane.tsx', () => ({
  ThreadPane: ({ threadId, onClose }: { threadId: string; onClose: () => void }) => (
    <section aria-label="The open thread" data-thread-id={threadId}>
      <button
        type="button"
        onClick={() => {
          archiveThread(threadId);
          setTimeout(onClose, 0);
        }}
      >
        Archive
      </button>
      <button
        type="button"
        onClick={() => {
          markUnread(threadId);
          setTimeout(onClose, 0);
        }}
      >
        Mark as unread
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
      <textarea aria-label="Reply" />
      <div
        role="textbox"
        aria-label="Rich reply"
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
      />
      {/* Stands in for a suggestion list in the editor, which keeps Escape to close itself. */}
      <button type="button" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
        Suggestions
      </button>
      {/* Stands in for a control the thread puts elsewhere in the page (a popover's, a toast's). */}
      <Portal>
        <button type="button">Elsewhere</button>
      </Portal>
      <Menu withinPortal>
        <Menu.Target>
          <button type="button">More actions</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Refer…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </section>
  ),
}));

/** The server's archive: the list shown leaves out what is in it. Threads marked unread stay, shown unread. */
const archived = new Set<string>();
const unread = new Set<string>();
const listeners = new Set<() => void>();
let archiveVersion = 0;
function archiveThread(threadId: string) {
  archived.add(threadId);
  archiveVersion += 1;
  for (const listener of listeners) listener();
}
function markUnread(threadId: string) {
  unread.add(threadId);
  archiveVersion += 1;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const NOW = Date.parse('2030-01-01T12:00:00.000Z');

function item(n: number): ThreadListItem {
  return buildThreadListItem({ id: `0190a5b4-0000-7000-8000-00000000010${n}`, subject: `Subject ${n}` });
}

/** An inbox with `count` threads, the one of `open` open. */
function Inbox({
  count,
  open,
  kind = 'staff-inbox',
  onBeyondTheList,
}: {
  count: number;
  open: number | null;
  kind?: 'staff-inbox' | 'participant-inbox';
  onBeyondTheList?: (step: 1 | -1) => void;
}) {
  const [openId, setOpenId] = useState<string | null>(open === null ? null : item(open).id);
  useSyncExternalStore(subscribe, () => archiveVersion);
  const items = Array.from({ length: count }, (_, i) => item(i + 1))
    .filter((t) => !archived.has(t.id))
    .map((t) => ({ ...t, unread: unread.has(t.id) }));
  const query = {
    data: { items, total: items.length },
    isError: false,
    isFetching: false,
    refetch: () => Promise.resolve(),
  } as unknown as UseQueryResult<ListThreadsResponse>;
  return (
    <InboxLayout
      list={
        <InboxListPanel
          heading="Open threads"
          query={query}
          page={1}
          onPageChange={() => undefined}
          viewer={kind === 'participant-inbox' ? 'participant' : 'staff'}
          openThreadId={openId}
          hrefOf={(id) => `/staff/inbox?thread=${id}`}
          onOpen={setOpenId}
          now={NOW}
          empty={{ title: 'Your inbox is empty', description: 'Nothing here.' }}
        />
      }
      openThreadId={openId}
      inboxKind={kind}
      onOpen={setOpenId}
      onBeyondTheList={onBeyondTheList}
      onClose={() => setOpenId(null)}
      onReferred={() => setOpenId(null)}
    />
  );
}

function wideWindow() {
  stubScreenWidth((query) => query === SPLIT_INBOX_QUERY);
}

async function archiveTheOpenThread() {
  const button = await screen.findByRole('button', { name: 'Archive' });
  button.focus();
  await act(async () => {
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  await waitFor(() => expect(screen.queryByRole('region', { name: 'The open thread' })).toBeNull());
}

function render(
  count: number,
  open: number | null,
  kind: 'staff-inbox' | 'participant-inbox' = 'staff-inbox',
  onBeyondTheList?: (step: 1 | -1) => void,
) {
  archived.clear();
  unread.clear();
  return renderWithProviders(
    <Inbox count={count} open={open} kind={kind} onBeyondTheList={onBeyondTheList} />,
    {
      session: kind === 'participant-inbox' ? buildParticipantSession() : buildStaffSession(),
    },
  );
}

describe('the focus after an open thread leaves the list', () => {
  it('goes to the next thread of the list (side by side)', async () => {
    wideWindow();
    render(3, 2);
    await archiveTheOpenThread();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Subject 3'));
  });

  it('goes to the thread before it when it was the last one', async () => {
    wideWindow();
    render(3, 3);
    await archiveTheOpenThread();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Subject 2'));
  });

  it("goes to the list's heading when no thread is left", async () => {
    wideWindow();
    render(1, 1);
    await archiveTheOpenThread();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Open threads' })),
    );
  });

  it('goes to the next thread on a narrow screen, where the list comes back as the thread closes', async () => {
    // The list is seen first, then the thread opens in its place.
    render(3, null);
    fireEvent.click(await screen.findByRole('link', { name: 'Subject 1' }));
    expect(screen.queryByRole('list')).toBeNull();
    await archiveTheOpenThread();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Subject 2'));
  });

  it('goes to the row of a thread marked unread, which closes and stays listed, unread', async () => {
    wideWindow();
    render(3, 2);
    const button = await screen.findByRole('button', { name: 'Mark as unread' });
    button.focus();
    await act(async () => {
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Unread: Subject 2' })),
    );
  });

  it('goes back to the row of a thread that is closed but still listed', async () => {
    wideWindow();
    render(3, 2);
    const close = await screen.findByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Subject 2'));
  });
});

describe('the empty pane beside the list', () => {
  it('speaks of conversations to participants', async () => {
    wideWindow();
    render(2, null, 'participant-inbox');
    const pane = await screen.findByRole('region', { name: 'Open conversation' });
    expect(pane.textContent).toContain('No conversation open');
    expect(pane.textContent).toContain('Choose a conversation in the list to read it and reply here.');
    expect(pane.textContent).not.toContain('thread');
  });

  it('speaks of threads to staff', async () => {
    wideWindow();
    render(2, null);
    const pane = await screen.findByRole('region', { name: 'Open thread' });
    expect(pane.textContent).toContain('No thread open');
  });
});

describe('Escape in the open thread (side by side)', () => {
  async function pressEscapeOn(element: HTMLElement) {
    element.focus();
    await act(async () => {
      fireEvent.keyDown(element, { key: 'Escape' });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }

  it("closes the thread and gives the focus back to the thread's row", async () => {
    wideWindow();
    render(3, 2);
    await pressEscapeOn(await screen.findByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The open thread' })).toBeNull());
    expect(screen.getByText('No thread open')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Subject 2'));
  });

  it('closes the thread when the pane itself has the focus, as it has once the thread opens', async () => {
    wideWindow();
    render(3, 2);
    await screen.findByRole('region', { name: 'The open thread' });
    await pressEscapeOn(screen.getByRole('region', { name: 'Open thread' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The open thread' })).toBeNull());
  });

  it('leaves the thread open while writing, in a field or in the reply editor', async () => {
    wideWindow();
    render(3, 2);
    await pressEscapeOn(await screen.findByRole('textbox', { name: 'Reply' }));
    await pressEscapeOn(screen.getByRole('textbox', { name: 'Rich reply' }));
    expect(screen.getByRole('region', { name: 'The open thread' })).toBeTruthy();
  });

  it('leaves the thread open when something in it already used the Escape', async () => {
    wideWindow();
    render(3, 2);
    await pressEscapeOn(await screen.findByRole('button', { name: 'Suggestions' }));
    expect(screen.getByRole('region', { name: 'The open thread' })).toBeTruthy();
  });

  it('closes only the menu opened from the thread, which keeps the thread open', async () => {
    wideWindow();
    render(3, 2);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    const item = await screen.findByRole('menuitem', { name: 'Refer…' });
    await pressEscapeOn(item);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Refer…' })).toBeNull());
    expect(screen.getByRole('region', { name: 'The open thread' })).toBeTruthy();
  });

  it('leaves the thread open for an Escape pressed outside the pane, on what the thread put elsewhere', async () => {
    wideWindow();
    render(3, 2);
    await pressEscapeOn(await screen.findByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('region', { name: 'The open thread' })).toBeTruthy();
  });
});

describe('Alt+Down and Alt+Up through the list (side by side)', () => {
  /** The subject of the thread shown in the pane, from its id. */
  async function openSubject(): Promise<string> {
    const shown = await screen.findByRole('region', { name: 'The open thread' });
    const n = Number(shown.dataset.threadId!.slice(-1));
    return `Subject ${n}`;
  }

  async function press(element: Element, key: 'ArrowDown' | 'ArrowUp', init: KeyboardEventInit = {}) {
    await act(async () => {
      fireEvent.keyDown(element, { key, altKey: true, ...init });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }

  it('opens the next thread and the one before it, with the focus on the opened thread', async () => {
    wideWindow();
    render(3, 1);
    await screen.findByRole('region', { name: 'The open thread' });
    const pane = screen.getByRole('region', { name: 'Open thread' });
    expect(pane.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowDown Alt+ArrowUp');
    await press(pane, 'ArrowDown');
    expect(await openSubject()).toBe('Subject 2');
    expect(document.activeElement).toBe(pane);
    await press(document.activeElement!, 'ArrowDown');
    expect(await openSubject()).toBe('Subject 3');
    // The last thread of the page has none after it: it stays open.
    await press(document.activeElement!, 'ArrowDown');
    expect(await openSubject()).toBe('Subject 3');
    await press(document.activeElement!, 'ArrowUp');
    expect(await openSubject()).toBe('Subject 2');
  });

  it('asks for the page beyond past the last thread of the page, or before the first, and opens nothing itself', async () => {
    wideWindow();
    const beyond = vi.fn();
    render(3, 3, 'staff-inbox', beyond);
    const pane = await screen.findByRole('region', { name: 'Open thread' });
    await press(pane, 'ArrowDown');
    expect(beyond.mock.calls).toEqual([[1]]);
    expect(await openSubject()).toBe('Subject 3');
    await press(pane, 'ArrowUp');
    await press(pane, 'ArrowUp');
    expect(await openSubject()).toBe('Subject 1');
    await press(pane, 'ArrowUp');
    expect(beyond.mock.calls).toEqual([[1], [-1]]);
    expect(await openSubject()).toBe('Subject 1');
  });

  it('opens the first thread, or the last, when none is open, from a row of the list too', async () => {
    wideWindow();
    render(3, null);
    const row = await screen.findByRole('link', { name: 'Subject 2' });
    expect(screen.getByText(/opens the next thread/).textContent).toBe(
      'With a keyboard: Alt + ↓ opens the next thread, Alt + ↑ the one before.',
    );
    row.focus();
    await press(row, 'ArrowUp');
    expect(await openSubject()).toBe('Subject 3');
  });

  it('leaves the keys to a field, the reply editor and an open menu, and to other modifiers', async () => {
    wideWindow();
    render(3, 2);
    await press(await screen.findByRole('textbox', { name: 'Reply' }), 'ArrowDown');
    await press(screen.getByRole('textbox', { name: 'Rich reply' }), 'ArrowDown');
    await press(screen.getByRole('region', { name: 'Open thread' }), 'ArrowDown', { shiftKey: true });
    await press(screen.getByRole('region', { name: 'Open thread' }), 'ArrowDown', { altKey: false });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await press(await screen.findByRole('menuitem', { name: 'Refer…' }), 'ArrowDown');
    expect(await openSubject()).toBe('Subject 2');
  });

  it('does nothing on a narrow screen, where the list is not beside the thread', async () => {
    render(3, null);
    fireEvent.click(await screen.findByRole('link', { name: 'Subject 1' }));
    await press(await screen.findByRole('region', { name: 'The open thread' }), 'ArrowDown');
    expect(await openSubject()).toBe('Subject 1');
  });
});
