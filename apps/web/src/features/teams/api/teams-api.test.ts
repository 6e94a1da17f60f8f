import { describe, expect, it, vi } from 'vitest';
import { TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { calledUrl, jsonResponse, problemResponse } from '../../../test/responses.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { getTeam } from './get-team.ts';
import { getTeams } from './get-teams.ts';

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

describe('teams API', () => {
  it('lists teams with hidePrivate=true', async () => {
    sessionStore.set(buildStaffSession());
    const { members: _members, ...summary } = team;
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ items: [summary], total: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getTeams({ hidePrivate: true })).resolves.toEqual({ items: [summary], total: 1 });
    expect(calledUrl(fetchMock)).toBe('/api/v1/teams?hidePrivate=true');
  });

  it('leaves hidePrivate out when it is not given', async () => {
    sessionStore.set(buildStaffSession());
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ items: [], total: 0 })));
    vi.stubGlobal('fetch', fetchMock);
    await getTeams();
    expect(calledUrl(fetchMock)).toBe('/api/v1/teams');
  });

  it('gets a team, and null for a team that does not exist', async () => {
    sessionStore.set(buildStaffSession());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(team))),
    );
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
});
