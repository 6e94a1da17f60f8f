import type { StaffMemberView } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const TEAM_ID = '0190a5b4-0000-7000-8000-0000000000a1';
const ADA: StaffMemberView = {
  id: '0190a5b4-0000-7000-8000-000000000501',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  role: 'Staff',
  isActive: true,
  teams: [{ id: TEAM_ID, name: 'Intake' }],
};
/** In no team: no member page of theirs exists to hand their threads over from. */
const BEN: StaffMemberView = {
  id: '0190a5b4-0000-7000-8000-000000000502',
  firstName: 'Ben',
  lastName: 'Teamless',
  email: 'ben@example.org',
  role: 'Staff',
  isActive: true,
  teams: [],
};

/** An administrator signed in; the staff list, Ada's account and Ben's open threads served, everything else not found. */
function stubApi() {
  answerApi(stubServer(buildStaffSession(), ['Administrator']), (call) => {
    if (call.path === '/api/admin/plugins') return jsonResponse({ items: [] });
    if (call.path === `/api/v1/staffMembers/${ADA.id}`) return jsonResponse(ADA);
    if (call.path === `/api/v1/staffMembers/${BEN.id}/workload`)
      return jsonResponse({ staffMemberId: BEN.id, openTeamThreads: 0, openPersonalThreads: 2 });
    if (call.path === '/api/v1/staffMembers') return jsonResponse({ items: [ADA, BEN], total: 2 });
    if (call.path === '/api/v1/teams' || call.path === '/api/v1/teamRoles')
      return jsonResponse({ items: [], total: 0 });
    return undefined;
  });
}

/** Opens the row's actions menu and chooses `item`. */
async function chooseRowAction(name: string, item: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** Esc closes the open dialog. */
async function closeWithEscape(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the staff account dialogs', () => {
  it("give the focus back to the row's actions menu button when closed from the directory", async () => {
    stubApi();
    renderAppAt('/team-management?tab=staff');
    const menuButton = await screen.findByRole('button', { name: 'Actions for Ada Lovelace' });
    menuButton.focus();
    fireEvent.click(menuButton);
    const item = await screen.findByRole('menuitem', { name: 'Edit details' });
    // As a keyboard user reaches it: the item has the focus when it is chosen.
    item.focus();
    fireEvent.click(item);
    await closeWithEscape('Edit the details of Ada Lovelace');
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });

  it('give the focus back to the button that opened them on the member page', async () => {
    stubApi();
    renderAppAt(`/team-management/${TEAM_ID}/member/${ADA.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    for (const [button, dialog] of [
      ['Edit details', 'Edit the details of Ada Lovelace'],
      ['Reset password', 'Reset the password of Ada Lovelace?'],
    ] as const) {
      const opener = await screen.findByRole('button', { name: button });
      opener.focus();
      fireEvent.click(opener);
      await closeWithEscape(dialog);
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });

  it('offer, when deactivating from the directory, to hand the threads over first, also for a member in no team', async () => {
    stubApi();
    renderAppAt('/team-management?tab=staff');
    await chooseRowAction('Ben Teamless', 'Deactivate');
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ben Teamless?' });
    // Never a pointer to "their page": Ben has none.
    expect(within(dialog).queryByText(/their page/)).toBeNull();
    expect(
      await within(dialog).findByText(
        'Hand them over first, or they stay in the inbox of Ben Teamless, which nobody else can open.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over threads first…' }));
    expect(await screen.findByRole('dialog', { name: 'Hand over the threads of Ben Teamless' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Deactivate Ben Teamless?' })).toBeNull();
  });

  it("offer handing a member's threads over from the directory's row menu", async () => {
    stubApi();
    renderAppAt('/team-management?tab=staff');
    await chooseRowAction('Ben Teamless', 'Hand over threads…');
    expect(await screen.findByRole('dialog', { name: 'Hand over the threads of Ben Teamless' })).toBeTruthy();
  });
});
