import { describe, expect, it, vi } from 'vitest';
import { TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { calledInit, calledUrl, jsonResponse, problemResponse } from '../../../test/responses.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { addRoleMembers } from './add-role-members.ts';
import { createTeam } from './create-team.ts';
import { getTeam } from './get-team.ts';
import { getTeams } from './get-teams.ts';
import { removeTeamMembers } from './remove-team-members.ts';
import { swapTeamData } from './swap-team-data.ts';
import { updateTeamRole } from './update-team-role.ts';

const team = {
  id: TEAM_ID,
  name: 'Intake',
  description: 'First contact',
  isPrivate: false,
  memberCount: 0,
  members: [],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};
const OTHER_ID = '0190a5b4-0000-7000-8000-0000000000ab';
const ROLE_ID = '0190a5b4-0000-7000-8000-0000000000c1';
const STAFF_ID = '0190a5b4-0000-7000-8000-0000000000d1';

function answer(body: unknown) {
  sessionStore.set(buildStaffSession());
  const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('teams API', () => {
  it('lists teams with hidePrivate=true', async () => {
    const { members: _members, ...summary } = team;
    const fetchMock = answer({ items: [summary], total: 1 });
    await expect(getTeams({ hidePrivate: true })).resolves.toEqual({ items: [summary], total: 1 });
    expect(calledUrl(fetchMock)).toBe('/api/v1/teams?hidePrivate=true');
  });

  it('leaves hidePrivate out when it is not given', async () => {
    const fetchMock = answer({ items: [], total: 0 });
    await getTeams();
    expect(calledUrl(fetchMock)).toBe('/api/v1/teams');
  });

  it('gets a team, and null for a team that does not exist', async () => {
    answer(team);
    await expect(getTeam(TEAM_ID)).resolves.toMatchObject({ name: 'Intake' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(problemResponse(404, 'No such team'))),
    );
    await expect(getTeam(TEAM_ID)).resolves.toBeNull();
  });

  it('keeps the catalogue text on a failed team get', async () => {
    sessionStore.set(buildStaffSession());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 405 }))),
    );
    await expect(getTeam(TEAM_ID)).rejects.toMatchObject({ status: 405, statusText: 'Method Not Allowed' });
  });

  it('creates a team with its text trimmed', async () => {
    const fetchMock = answer(team);
    await createTeam({ name: '  Intake ', description: ' First contact ', isPrivate: true });
    expect(calledUrl(fetchMock)).toBe('/api/v1/teams');
    expect(calledInit(fetchMock).method).toBe('POST');
    expect(JSON.parse(calledInit(fetchMock).body as string)).toEqual({
      name: 'Intake',
      description: 'First contact',
      isPrivate: true,
    });
  });

  it('takes members out of a team with a DELETE that carries their ids', async () => {
    const fetchMock = answer({ items: [], total: 0 });
    await removeTeamMembers(TEAM_ID, [STAFF_ID]);
    expect(calledUrl(fetchMock)).toBe(`/api/v1/teams/${TEAM_ID}/members`);
    expect(calledInit(fetchMock).method).toBe('DELETE');
    expect(JSON.parse(calledInit(fetchMock).body as string)).toEqual({ staffMemberIds: [STAFF_ID] });
  });

  it('grants a role within one team', async () => {
    const fetchMock = answer({ items: [], total: 0 });
    await addRoleMembers(ROLE_ID, { teamId: TEAM_ID, staffMemberIds: [STAFF_ID] });
    expect(calledUrl(fetchMock)).toBe(`/api/v1/teams/roles/${ROLE_ID}/members`);
    expect(calledInit(fetchMock).method).toBe('POST');
    expect(JSON.parse(calledInit(fetchMock).body as string)).toEqual({
      teamId: TEAM_ID,
      staffMemberIds: [STAFF_ID],
    });
  });

  it('changes a role with PUT, trimmed', async () => {
    const fetchMock = answer({
      id: ROLE_ID,
      name: 'Lead',
      description: '',
      permissions: ['TeamInbox.Access'],
    });
    await updateTeamRole(ROLE_ID, { name: ' Lead ', permissions: ['TeamInbox.Access'] });
    expect(calledUrl(fetchMock)).toBe(`/api/v1/teams/roles/${ROLE_ID}`);
    expect(calledInit(fetchMock).method).toBe('PUT');
    expect(JSON.parse(calledInit(fetchMock).body as string)).toEqual({
      name: 'Lead',
      permissions: ['TeamInbox.Access'],
    });
  });

  it('asks what a team deletion would move with dryRun=true, and deletes without it', async () => {
    const result = {
      dryRun: true,
      deletedTeam: { id: TEAM_ID, name: 'Intake' },
      receivingTeam: { id: OTHER_ID, name: 'Elders' },
      moved: { memberships: 2 },
    };
    const fetchMock = answer(result);
    await expect(swapTeamData(TEAM_ID, { receivingTeamId: OTHER_ID, dryRun: true })).resolves.toEqual(result);
    expect(calledUrl(fetchMock)).toBe(`/api/v1/teams/${TEAM_ID}/swap-data-to/${OTHER_ID}?dryRun=true`);
    expect(calledInit(fetchMock).method).toBe('DELETE');

    const real = answer({ ...result, dryRun: false });
    await swapTeamData(TEAM_ID, { receivingTeamId: OTHER_ID, dryRun: false });
    expect(calledUrl(real)).toBe(`/api/v1/teams/${TEAM_ID}/swap-data-to/${OTHER_ID}`);
  });
});
