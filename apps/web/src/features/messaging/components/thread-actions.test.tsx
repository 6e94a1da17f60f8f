import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFromAuthMe } from '../../../platform/session/roles.ts';
import { buildAuthMe, buildStaffSession, buildTeamView, buildThreadView } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import { ThreadActions } from './thread-actions.tsx';

// Mantine menus and lazily loaded dialogs on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

/** Opens Assign… from "More actions" as the keyboard does, its members loaded. */
async function openAssign() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(buildTeamView()))),
  );
  renderWithProviders(
    <ThreadActions
      thread={buildThreadView()}
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

describe('ThreadActions in a team member’s inbox (a supervisor reading it)', () => {
  it('offers no Archive or Mark as unread, which would change the supervisor’s own inbox, and keeps the rest', async () => {
    renderWithProviders(
      <ThreadActions
        thread={buildThreadView()}
        inboxKind="team-member-inbox"
        user={userFromAuthMe(buildAuthMe())}
        archived={false}
        onClose={vi.fn()}
        onReferred={vi.fn()}
      />,
      { session: buildStaffSession() },
    );
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Refer…' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Mark as unread' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });
});
