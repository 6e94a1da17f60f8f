import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECENT_PARTICIPANTS_KEY } from '../../features/participants/components/recent-participants.ts';
import { answerApi } from '../../test/api-calls.ts';
import {
  appQueryClientWithoutRetries,
  holdAnswers,
  renderAppAt,
  stubServer,
  unreadQueryKeys,
} from '../../test/app-harness.tsx';
import { STAFF_USER_ID, TEAM_ID, buildStaffSession } from '../../test/fixtures.ts';
import { jsonResponse } from '../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });

const COUNTS_PATH = `/api/v1/threads/users/${STAFF_USER_ID}/counts`;
const WAITING_PATH = `/api/v1/threads/teams/${TEAM_ID}/unresponded`;
const REPORT_PATH = '/api/v1/threads/reports/open';

const REPORT = {
  timeFrame: '30d',
  teamId: null,
  timeZone: 'America/Anchorage',
  bucket: 'day',
  from: '2030-02-28T09:00:00.000Z',
  to: '2030-03-01T20:00:00.000Z',
  series: [{ date: '2030-03-01', open: 4 }],
  byTeam: [{ team: { id: TEAM_ID, name: 'Intake' }, open: 4, unassigned: 1 }],
  byAssignee: [],
  firstResponse: { count: 0, medianSeconds: null, p90Seconds: null },
  timeToClose: { count: 0, medianSeconds: null, p90Seconds: null },
};

/** The fake server with the dashboard's messaging answers, recording the calls. */
function dashboardApi(server = stubServer(buildStaffSession())) {
  return answerApi(server, (call) => {
    if (call.path === COUNTS_PATH) return jsonResponse({ unread: 1, open: 3, archived: 0, unassigned: 1 });
    if (call.path === WAITING_PATH) return jsonResponse({ items: [], total: 2 });
    if (call.path === REPORT_PATH) return jsonResponse(REPORT);
    return undefined;
  });
}

/** The route hands the participants the participant screens remember to the dashboard, which knows neither. */
describe('/staff/dashboard', () => {
  it('lists the participants opened lately as links back to their records', async () => {
    window.localStorage.setItem(
      RECENT_PARTICIPANTS_KEY,
      JSON.stringify([
        {
          participantId: 'P7K3-M9QX',
          name: 'Mary Ivanoff',
          dob: '1980-02-14',
          openedAt: '2030-01-02T00:00:00Z',
        },
        {
          participantId: 'H4RT-2VNB',
          name: 'John Ivanoff',
          dob: '1978-11-30',
          openedAt: '2030-01-01T00:00:00Z',
        },
      ]),
    );
    stubServer(buildStaffSession());
    renderAppAt('/staff/dashboard');
    const card = await screen.findByRole('region', { name: 'Recent participants' });
    const links = within(card).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Mary Ivanoff', 'John Ivanoff']);
    expect(links[0]!.getAttribute('href')).toBe(
      '/staff/participant-management/participant-details?participantId=P7K3-M9QX',
    );
    expect(within(card).getByText(/born 02\/14\/1980/)).toBeTruthy();
  });

  it('asks for each team’s waiting threads and the report as soon as /auth/me answers, not once the page shows', async () => {
    const server = stubServer(buildStaffSession());
    const calls = dashboardApi(server);
    const releaseCounts = holdAnswers(server, COUNTS_PATH);
    renderAppAt('/staff/dashboard');
    // The page waits for the user's counts (asked for by the staff area); the answers that need the teams are out.
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining([WAITING_PATH, REPORT_PATH])),
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    releaseCounts();
    const card = await screen.findByRole('region', { name: 'Team inboxes' });
    expect(await within(card).findByRole('link', { name: '2 threads waiting in Intake' })).toBeTruthy();
  });

  it('asks for each answer once and reads every answer it asked for', async () => {
    const calls = dashboardApi();
    const router = renderAppAt('/staff/dashboard', { queryClient: appQueryClientWithoutRetries() });
    await screen.findByRole('region', { name: 'Open team threads' });
    await screen.findByRole('link', { name: '2 threads waiting in Intake' });
    for (const path of [COUNTS_PATH, WAITING_PATH, REPORT_PATH]) {
      expect(
        calls.filter((call) => call.path === path),
        path,
      ).toHaveLength(1);
    }
    // A key the loader asked for and no card reads would be left here, and its card would ask again.
    expect(unreadQueryKeys(router)).toEqual([]);
  });
});
