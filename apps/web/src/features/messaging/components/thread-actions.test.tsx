import type { ThreadView } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFromAuthMe } from '../../../platform/session/roles.ts';
import { TEAM_ID, buildAuthMe, buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import { ThreadActions } from './thread-actions.tsx';

// Mantine menus and lazily loaded dialogs on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const THREAD: ThreadView = {
  id: '0190a5b4-0000-7000-8000-000000000301',
  subject: 'Help with rent',
  kind: 'team',
  participant: { participantId: 'P7K3M9', name: 'Lena Andrews', firstName: 'Lena', lastName: 'Andrews' },
  team: { id: TEAM_ID, name: 'Intake' },
  owner: null,
  referredToTeam: null,
  application: null,
  serviceId: null,
  assignees: [],
  participants: [],
  staffMembers: [],
  teams: [{ id: TEAM_ID, name: 'Intake' }],
  messages: [],
  messageCount: 1,
  hasEarlierMessages: false,
  unread: false,
  lastReadMessageId: null,
  archived: false,
  teamArchived: false,
  waitingSince: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  lastMessageAt: '2030-01-01T10:00:00.000Z',
  closedAt: null,
};

const TEAM = {
  id: TEAM_ID,
  name: 'Intake',
  description: '',
  isPrivate: false,
  memberCount: 1,
  members: [
    {
      staffMemberId: '0190a5b4-0000-7000-8000-0000000000b1',
      firstName: 'Jo',
      lastName: 'Smith',
      email: 'j@x.org',
      roles: [],
    },
  ],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

/** Opens Assign… from "More actions" as the keyboard does, its members loaded. */
async function openAssign() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(TEAM))),
  );
  renderWithProviders(
    <ThreadActions
      thread={THREAD}
      inboxKind="team-inbox"
      user={userFromAuthMe(buildAuthMe())}
      archived={false}
      onClose={vi.fn()}
      onReferred={vi.fn()}
    />,
    { session: buildStaffSession() },
  );
  const more = screen.getByRole('button', { name: 'More actions' });
  more.focus();
  fireEvent.click(more);
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign the thread' });
  const search = await within(dialog).findByRole('combobox', { name: 'Assignees' });
  await waitFor(() => expect(document.activeElement).toBe(search));
  return { more, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThreadActions, the focus once the Assign dialog is closed without saving', () => {
  it('goes back to "More actions" after the close button (✕)', async () => {
    const { more, dialog } = await openAssign();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(more));
  });

  it('goes back to "More actions" after Escape', async () => {
    const { more } = await openAssign();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    // The first Escape may only close the list of names; the second closes the dialog.
    if (screen.queryByRole('dialog'))
      fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(more));
  });
});
