import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer, type FakeServer } from '../../../test/app-harness.tsx';
import { STAFF_USER_ID, TEAM_ID, buildAuthMe, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

const OTHER_TEAM_ID = '0190a5b4-0000-7000-8000-0000000000ac';
const COUNTS_URL = `/api/v1/threads/users/${STAFF_USER_ID}/counts`;

function report(timeFrame = '30d') {
  return {
    timeFrame,
    teamId: null,
    timeZone: 'America/Anchorage',
    bucket: 'day',
    from: '2030-02-28T09:00:00.000Z',
    to: '2030-03-03T20:00:00.000Z',
    series: [
      { date: '2030-03-01', open: 4 },
      { date: '2030-03-02', open: 9 },
      { date: '2030-03-03', open: 7 },
    ],
    byTeam: [{ team: { id: TEAM_ID, name: 'Intake' }, open: 7, unassigned: 2 }],
    byAssignee: [{ staffMember: { id: '0190a5b4-0000-7000-8000-0000000000bb', name: 'Sam Staff' }, open: 5 }],
    firstResponse: { count: 12, medianSeconds: 3 * 3600 + 20 * 60, p90Seconds: 2 * 86400 + 4 * 3600 },
    timeToClose: { count: 0, medianSeconds: null, p90Seconds: null },
  };
}

/** The fake server, also answering the messaging calls of the dashboard. */
function withThreads(server: FakeServer): FakeServer {
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation((url: string) => {
    if (url === COUNTS_URL)
      return Promise.resolve(jsonResponse({ unread: 3, open: 12, archived: 40, unassigned: 1 }));
    if (url === `/api/v1/threads/teams/${TEAM_ID}/unresponded?take=1`)
      return Promise.resolve(jsonResponse({ items: [], total: 4 }));
    if (url.startsWith('/api/v1/threads/reports/open')) {
      const timeFrame = new URL(url, 'http://x').searchParams.get('timeFrame') ?? '30d';
      return Promise.resolve(jsonResponse(report(timeFrame)));
    }
    return original(url);
  });
  return server;
}

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
    const teams = screen.getByRole('region', { name: 'Your teams' });
    expect(within(teams).getByText('Family Services')).toBeTruthy();
    expect(within(teams).getByText('Case worker')).toBeTruthy();
    expect(within(teams).getByText('Tribal Enrollment')).toBeTruthy();
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

  it('shows the unread and open threads of the user, each leading to their inbox', async () => {
    withThreads(stubServer(buildStaffSession()));
    renderAppAt('/staff/dashboard');
    const card = await screen.findByRole('region', { name: 'Your inbox' });
    const unread = await within(card).findByRole('link', { name: '3 unread threads' });
    expect(unread.getAttribute('href')).toBe('/staff/inbox');
    expect(within(card).getByRole('link', { name: '12 open threads' }).getAttribute('href')).toBe(
      '/staff/inbox',
    );
  });

  it('counts the unassigned threads of the teams and those waiting for a reply, per team', async () => {
    withThreads(stubServer(buildStaffSession()));
    renderAppAt('/staff/dashboard');
    const card = await screen.findByRole('region', { name: 'Team inboxes' });
    const unassigned = await within(card).findByRole('link', { name: '1 unassigned thread in your teams' });
    expect(unassigned.getAttribute('href')).toBe('/staff/team-inbox?unassigned=true');
    const waiting = await within(card).findByRole('link', { name: '4 threads waiting in Intake' });
    expect(waiting.getAttribute('href')).toBe(`/staff/team-inbox/${TEAM_ID}/unresponded-messages`);
  });

  it('shows the open-threads report with a text alternative, the tables and the durations', async () => {
    const server = withThreads(stubServer(buildStaffSession()));
    renderAppAt('/staff/dashboard');
    const section = await screen.findByRole('region', { name: 'Open team threads' });
    const figure = await within(section).findByRole('figure', { name: 'Open threads, day by day' });
    expect(
      within(figure).getByText(/7 threads open at the end of Mar 3, 3 threads more than on Mar 1\./),
    ).toBeTruthy();
    expect(within(figure).getByText(/Most: 9 on Mar 2/)).toBeTruthy();
    expect(within(figure).getByRole('table', { name: 'Open threads, day by day' })).toBeTruthy();
    // The chart's code loads after the first screen; the text alternative above does not wait for it.
    expect(await within(figure).findByRole('img', { name: /^Area chart of open threads in/ })).toBeTruthy();
    const byTeam = within(section).getByRole('table', { name: 'By team' });
    expect(within(byTeam).getByRole('rowheader', { name: 'Intake' })).toBeTruthy();
    expect(within(section).getByRole('table', { name: 'By assignee' })).toBeTruthy();
    const firstReply = within(section).getByRole('region', { name: 'Time to first reply' });
    expect(within(firstReply).getByText('3 h 20 min')).toBeTruthy();
    expect(within(firstReply).getByText('2 days 4 h')).toBeTruthy();
    // How many threads the figure is measured on ("Over 6 threads" read as "more than 6").
    expect(within(firstReply).getByText(/^Measured on \d+ threads? a participant started/)).toBeTruthy();
    expect(within(section).getByText('Nothing to measure in this time frame yet.')).toBeTruthy();

    fireEvent.click(within(section).getByRole('radio', { name: '7 days' }));
    await vi.waitFor(() =>
      expect(
        server.fetch.mock.calls.some(([url]) => url === '/api/v1/threads/reports/open?timeFrame=7d'),
      ).toBe(true),
    );
  });

  it('leaves out the team cards and the report for staff who work no team inbox', async () => {
    const server = withThreads(stubServer(buildStaffSession()));
    server.authMe = () =>
      jsonResponse(
        buildAuthMe({
          teams: [{ id: OTHER_TEAM_ID, name: 'Observers', roles: ['Observer'], permissions: [] }],
          permissions: [],
        }),
      );
    renderAppAt('/staff/dashboard');
    expect(await screen.findByRole('region', { name: 'Your inbox' })).toBeTruthy();
    await screen.findByText('Observers');
    expect(screen.queryByRole('region', { name: 'Team inboxes' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open team threads' })).toBeNull();
  });

  it('says where recent participants come from while there are none', async () => {
    stubServer(buildStaffSession());
    renderAppAt('/staff/dashboard');
    const card = await screen.findByRole('region', { name: 'Recent participants' });
    expect(within(card).getByText(/Participants you open appear here/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Find a participant' })).toBeTruthy();
  });
});
