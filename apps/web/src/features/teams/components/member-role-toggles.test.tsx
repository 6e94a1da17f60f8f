import type { TeamRoleView, TeamView } from '@casework/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEAM_ID, buildStaffSession, buildTeamView } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { useTeam } from '../api/get-team.ts';
import { MemberRoleToggles } from './member-role-toggles.tsx';

const STAFF_ID = '0190a5b4-0000-7000-8000-0000000000d1';
const roles: TeamRoleView[] = [
  {
    id: '0190a5b4-0000-7000-8000-0000000000c1',
    name: 'Case Worker',
    description: '',
    permissions: ['TeamInbox.Access'],
  },
  { id: '0190a5b4-0000-7000-8000-0000000000c2', name: 'Observer', description: '', permissions: [] },
];
const caseWorker = roles[0]!;

function teamWith(memberRoles: TeamRoleView[]): TeamView {
  const roles = memberRoles.map(({ id, name }) => ({ id, name }));
  return buildTeamView({
    members: [
      { staffMemberId: STAFF_ID, firstName: 'Jo', lastName: 'Smith', email: 'jo@example.org', roles },
    ],
  });
}

/** The toggles fed from the cached team, as the team page feeds them. */
function Harness() {
  const team = useTeam(TEAM_ID);
  const member = team.data?.members[0];
  if (!member) return null;
  return (
    <MemberRoleToggles
      teamId={TEAM_ID}
      teamName="Intake"
      staffMemberId={STAFF_ID}
      memberName="Jo Smith"
      heldRoleIds={member.roles.map((r) => r.id)}
      roles={roles}
    />
  );
}

/** A fake server holding the team; the role grant answers as `grant` says. */
function stubTeamServer(grant: 'ok' | 'refuse') {
  let current = teamWith([]);
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/v1/teams/${TEAM_ID}` && (init?.method ?? 'GET') === 'GET') return jsonResponse(current);
    if (url === `/api/v1/teams/roles/${caseWorker.id}/members` && init?.method === 'POST') {
      await answered;
      if (grant === 'refuse') return problemResponse(409, 'That role was removed a moment ago.');
      current = teamWith([caseWorker]);
      return jsonResponse({ items: current.members, total: 1 });
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

describe('MemberRoleToggles', () => {
  it('ticks at once, grants the role in this team, and stays ticked from the answer', async () => {
    const server = stubTeamServer('ok');
    renderWithProviders(<Harness />, { session: buildStaffSession() });
    const box = await screen.findByRole('checkbox', { name: 'Case Worker' });
    expect((box as HTMLInputElement).checked).toBe(false);

    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Changing Case Worker')).toBeTruthy();
    const post = await waitFor(() => {
      const call = server.fetchMock.mock.calls.find(([, i]) => i?.method === 'POST');
      expect(call).toBeDefined();
      return call!;
    });
    expect(JSON.parse(post[1]!.body as string)).toEqual({ teamId: TEAM_ID, staffMemberIds: [STAFF_ID] });

    // A second click while the first is on its way waits for it instead of racing it.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Observer' }));
    expect(server.fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toHaveLength(1);

    server.release();
    await waitFor(() => expect(screen.queryByLabelText('Changing Case Worker')).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Case Worker' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the box back when the server refuses', async () => {
    const server = stubTeamServer('refuse');
    renderWithProviders(<Harness />, { session: buildStaffSession() });
    const box = await screen.findByRole('checkbox', { name: 'Case Worker' });
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    server.release();
    await waitFor(() => expect(screen.queryByLabelText('Changing Case Worker')).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Case Worker' }) as HTMLInputElement).checked).toBe(false);
  });
});
