import { describe, expect, it, vi } from 'vitest';
import { STAFF_USER_ID, TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { calledInit, calledUrl, jsonResponse } from '../../../test/responses.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { createStaffMember } from './create-staff-member.ts';
import { getStaffMembers } from './get-staff-members.ts';
import { resetStaffPassword } from './reset-staff-password.ts';
import { setStaffStatus } from './set-staff-status.ts';

const member = {
  id: STAFF_USER_ID,
  firstName: 'Jo',
  lastName: 'Smith',
  email: 'jo@example.org',
  role: 'Staff',
  isActive: true,
  teams: [],
};

function answer(body: unknown) {
  sessionStore.set(buildStaffSession());
  const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof answer>) =>
  JSON.parse(calledInit(fetchMock).body as string) as Record<string, unknown>;

describe('staff members API', () => {
  it('searches by team, role and names, leaving out empty values', async () => {
    const fetchMock = answer({ items: [], total: 0 });
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

  it('creates an account with names trimmed but the password sent exactly as typed', async () => {
    const fetchMock = answer({ staffMember: member });
    await createStaffMember({
      email: ' jo@example.org ',
      firstName: ' Jo',
      lastName: 'Smith ',
      role: 'Staff',
      password: '  spaces count  ',
      teamIds: [TEAM_ID],
    });
    expect(calledUrl(fetchMock)).toBe('/api/v1/staffMembers');
    expect(sentBody(fetchMock)).toEqual({
      email: 'jo@example.org',
      firstName: 'Jo',
      lastName: 'Smith',
      role: 'Staff',
      password: '  spaces count  ',
      teamIds: [TEAM_ID],
    });
  });

  it('leaves the password out so the server generates one, and answers it', async () => {
    const fetchMock = answer({ staffMember: member, temporaryPassword: 'Generated-Once-123' });
    const result = await createStaffMember({
      email: 'jo@example.org',
      firstName: 'Jo',
      lastName: 'Smith',
      role: 'Staff',
      teamIds: [],
    });
    expect(sentBody(fetchMock)).not.toHaveProperty('password');
    expect(result.temporaryPassword).toBe('Generated-Once-123');
  });

  it('deactivates with PUT …/status', async () => {
    const fetchMock = answer({ ...member, isActive: false });
    await expect(setStaffStatus(STAFF_USER_ID, false)).resolves.toMatchObject({ isActive: false });
    expect(calledUrl(fetchMock)).toBe(`/api/v1/staffMembers/${STAFF_USER_ID}/status`);
    expect(calledInit(fetchMock).method).toBe('PUT');
    expect(sentBody(fetchMock)).toEqual({ isActive: false });
  });

  it('resets a password with an empty body to have one generated', async () => {
    const fetchMock = answer({ staffMember: member, temporaryPassword: 'Another-Once-456' });
    await expect(resetStaffPassword(STAFF_USER_ID)).resolves.toMatchObject({
      temporaryPassword: 'Another-Once-456',
    });
    expect(calledUrl(fetchMock)).toBe(`/api/v1/staffMembers/${STAFF_USER_ID}/password-reset`);
    expect(calledInit(fetchMock).method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({});
  });
});
