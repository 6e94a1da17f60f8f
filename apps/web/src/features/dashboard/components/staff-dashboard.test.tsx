import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { TEAM_ID, buildAuthMe, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

describe('StaffDashboard', () => {
  it('greets the user and shows their role badges and teams from /auth/me', async () => {
    const server = stubServer(buildStaffSession());
    server.authMe = () =>
      jsonResponse(
        buildAuthMe({
          roles: ['Supervisor'],
          teams: [
            {
              id: TEAM_ID,
              name: 'Family Services',
              roles: ['Case worker'],
              permissions: ['TeamInbox.Access'],
            },
            {
              id: '0190a5b4-0000-7000-8000-0000000000ac',
              name: 'Tribal Enrollment',
              roles: ['Observer'],
              permissions: [],
            },
          ],
        }),
      );
    renderAppAt('/staff/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeTruthy();
    const roles = await screen.findByRole('group', { name: 'Your roles' });
    expect(await within(roles).findByText('Supervisor')).toBeTruthy();
    expect(screen.getByText('Family Services')).toBeTruthy();
    expect(screen.getByText('Case worker')).toBeTruthy();
    expect(screen.getByText('Tribal Enrollment')).toBeTruthy();
    expect(screen.getAllByText('Shared inbox access')).toHaveLength(1);
  });

  it('says so when the user is in no team yet', async () => {
    const server = stubServer(buildStaffSession());
    server.authMe = () => jsonResponse(buildAuthMe({ teams: [], permissions: [] }));
    renderAppAt('/staff/dashboard');
    expect(await screen.findByText(/You are not in a team yet/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Team inbox' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Team management' })).toBeNull();
  });

  it('offers an administrator without a team the way to team management', async () => {
    const server = stubServer(buildStaffSession(), ['Administrator']);
    server.authMe = () => jsonResponse(buildAuthMe({ roles: ['Administrator'], teams: [], permissions: [] }));
    renderAppAt('/staff/dashboard');
    const card = await screen.findByRole('region', { name: 'Your teams' });
    expect(await within(card).findByRole('link', { name: 'Team management' })).toBeTruthy();
  });

  it('keeps a place for open threads without showing a made-up number', async () => {
    stubServer(buildStaffSession());
    renderAppAt('/staff/dashboard');
    const card = await screen.findByRole('region', { name: 'Your open threads' });
    expect(within(card).getByText(/When secure messaging arrives/)).toBeTruthy();
    expect(card.textContent).not.toMatch(/\d/);
  });

  it('says where recent participants come from while there are none', async () => {
    stubServer(buildStaffSession());
    renderAppAt('/staff/dashboard');
    const card = await screen.findByRole('region', { name: 'Recent participants' });
    expect(within(card).getByText(/Participants you open appear here/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Find a participant' })).toBeTruthy();
  });
});
