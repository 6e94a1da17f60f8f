import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { TEAM_ID, buildAuthMe, buildStaffSession, buildThreadListItem } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

// Whole-app renders on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const HOUSING_ID = '0190a5b4-0000-7000-8000-0000000000ab';
const INBOX = { roles: ['Member'], permissions: ['TeamInbox.Access' as const] };

/** A staff member who works two team inboxes, Housing and Intake, each with one open thread. */
function serveTwoTeams() {
  const server = stubServer(buildStaffSession());
  server.authMe = () =>
    jsonResponse(
      buildAuthMe({
        teams: [
          { id: TEAM_ID, name: 'Intake', ...INBOX },
          { id: HOUSING_ID, name: 'Housing', ...INBOX },
        ],
      }),
    );
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation((input: string) => {
    const path = new URL(input, 'http://casework.test').pathname;
    for (const [id, name] of [
      [TEAM_ID, 'Intake'],
      [HOUSING_ID, 'Housing'],
    ] as const) {
      if (path === `/api/v1/threads/teams/${id}`)
        return Promise.resolve(
          jsonResponse({
            items: [buildThreadListItem({ subject: `${name} thread`, team: { id, name } })],
            total: 1,
          }),
        );
      if (path === `/api/v1/threads/teams/${id}/counts`)
        return Promise.resolve(jsonResponse({ unread: 0, open: 1, archived: 0, unassigned: 1 }));
      if (path === `/api/v1/threads/teams/${id}/unresponded`)
        return Promise.resolve(jsonResponse({ items: [], total: 0 }));
    }
    return original(input);
  });
}

describe('the team inbox, choosing another team', () => {
  it('keeps the focus on the Team select as the other team’s threads show', async () => {
    serveTwoTeams();
    const router = renderAppAt('/staff/team-inbox');
    expect(await screen.findByText('Housing thread')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Team' });
    select.focus();
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Intake', hidden: true }));

    expect(await screen.findByText('Intake thread')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ team: TEAM_ID });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Team' })));
    expect(document.activeElement).toBe(select);
  });
});
