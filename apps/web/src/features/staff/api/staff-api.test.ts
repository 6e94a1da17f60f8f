import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { calledUrl, jsonResponse } from '../../../test/responses.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { getStaffMembers } from './get-staff-members.ts';

describe('staff members API', () => {
  it('searches by team, role and names, leaving out empty values', async () => {
    sessionStore.set(buildStaffSession());
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ items: [], total: 0 })));
    vi.stubGlobal('fetch', fetchMock);
    await getStaffMembers({
      teamName: 'Intake',
      role: 'Supervisor',
      lastName: '',
      firstName: 'Jo',
      take: 25,
    });
    expect(calledUrl(fetchMock)).toBe(
      '/api/v1/staffMembers?teamName=Intake&role=Supervisor&firstName=Jo&take=25',
    );
  });
});
