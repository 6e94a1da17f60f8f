import type { TeamSummary, TeamView } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const id = (suffix: string) => `0190a5b4-0000-7000-8000-000000000${suffix}`;
const TEAM_ID = id('a01');
const AT = '2026-03-01T10:00:00.000Z';
const member = (suffix: string, firstName: string, lastName: string) => ({
  staffMemberId: id(suffix),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.org`,
  roles: [],
});
const ADA = member('501', 'Ada', 'Adams');
const BEN = member('502', 'Ben', 'Brown');
const CY = member('503', 'Cy', 'Cole');

function buildTeam(overrides: Partial<TeamView> = {}): TeamView {
  return {
    id: TEAM_ID,
    name: 'Intake',
    description: 'First contact',
    isPrivate: false,
    memberCount: 3,
    members: [ADA, BEN, CY],
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/**
 * An administrator signed in and the team served as it stands; removing members and saving the details change it
 * as the server would. Returns the calls made.
 */
function teamApi(initial = buildTeam(), otherTeams: TeamSummary[] = []): RecordedCall[] {
  let team = initial;
  return answerApi(stubServer(buildStaffSession(), ['Administrator']), (call) => {
    if (call.path === '/api/admin/plugins') return jsonResponse({ items: [] });
    if (call.path === '/api/v1/teams/roles') return jsonResponse({ items: [], total: 0 });
    if (call.path === '/api/v1/teams')
      return jsonResponse({ items: [team, ...otherTeams], total: otherTeams.length + 1 });
    if (call.path === `/api/v1/teams/${TEAM_ID}/members` && call.method === 'DELETE') {
      const gone = (call.body as { staffMemberIds: string[] }).staffMemberIds;
      const members = team.members.filter((m) => !gone.includes(m.staffMemberId));
      team = { ...team, members, memberCount: members.length };
      return jsonResponse({ items: members, total: members.length });
    }
    if (call.path === `/api/v1/teams/${TEAM_ID}` && call.method === 'PUT') {
      team = { ...team, ...(call.body as Partial<TeamView>), updatedAt: new Date().toISOString() };
      return jsonResponse(team);
    }
    if (call.path === `/api/v1/teams/${TEAM_ID}`) return jsonResponse(team);
    return undefined;
  });
}

async function openTeam() {
  renderAppAt(`/team-management/${TEAM_ID}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Intake' })).toBeTruthy();
}

/** Removes `name` from the team through its Remove button and the confirmation. */
async function removeMember(name: string) {
  const button = screen.getByRole('button', { name: `Remove ${name} from Intake` });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Remove ${name} from Intake?` });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: `Remove ${name} from Intake` })).toBeNull(),
  );
}

describe('TeamPage', () => {
  it('says the team is not found when the id in the address is malformed', async () => {
    answerApi(stubServer(buildStaffSession(), ['Administrator']), (call) => {
      if (call.path === '/api/admin/plugins') return jsonResponse({ items: [] });
      if (call.path === '/api/v1/teams/garbage')
        return problemResponse(400, 'Some fields are not valid: params.teamId. Correct them and try again.', {
          errors: [{ field: 'params.teamId', message: 'Invalid UUID' }],
        });
      return undefined;
    });
    renderAppAt('/team-management/garbage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' })).toBeTruthy();
    expect(screen.queryByText(/Some fields are not valid/)).toBeNull();
  });

  it('after removing a member, puts the focus on the members heading, never on another Remove button', async () => {
    teamApi();
    await openTeam();
    await removeMember('Ben Brown');
    // A second Enter there reads the heading again; on the next member's Remove it would take them out too.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Members (2)' })),
    );
    await removeMember('Ada Adams');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Members (1)' })),
    );
    await removeMember('Cy Cole');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Members (0)' })),
    );
  });

  it('gives the focus back to Remove when the removal is cancelled', async () => {
    teamApi();
    await openTeam();
    const button = screen.getByRole('button', { name: 'Remove Ben Brown from Intake' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ben Brown from Intake?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('keeps the focus on "Save changes" once the details are saved', async () => {
    const calls = teamApi();
    await openTeam();
    const details = within(screen.getByRole('region', { name: 'Details' }));
    fireEvent.change(details.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'First contact desk' },
    });
    const save = details.getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByText('Team saved: Intake is up to date.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(details.getByRole('button', { name: 'Save changes' }));
    expect(document.activeElement).toBe(save);
  });

  it('opens the delete dialog on its first question, not on its close button', async () => {
    const { members: _members, ...summary } = buildTeam();
    teamApi(buildTeam(), [{ ...summary, id: id('a02'), name: 'Housing' }]);
    await openTeam();
    fireEvent.click(screen.getByRole('button', { name: 'Delete team…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Intake' });
    const select = await within(dialog).findByRole('combobox', { name: /Move everything to/ });
    await waitFor(() => expect(document.activeElement).toBe(select));
    // Applications move with the team too, and the dialog says so.
    expect(dialog.textContent).toContain('the applications (messaging departments) it answers');
  });

  it('opens the delete dialog on Cancel when there is no team to move to', async () => {
    teamApi();
    await openTeam();
    fireEvent.click(screen.getByRole('button', { name: 'Delete team…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Intake' });
    await within(dialog).findByText('No team to move to');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
  });
});
