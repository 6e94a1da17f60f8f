import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { AdminLogsPage } from './admin-logs-page.tsx';
import type { AdminLogsSearch } from './log-search-params.ts';
import { stubPhoneScreen } from '../../../test/screen-width.ts';

// The first render loads Mantine's charts and recharts: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ADA = { id: '0190a5b4-0000-7000-8000-000000000001', name: 'Ada Okpik', email: 'admin@example.org' };
const RANGE = 'from=2025-03-01T09%3A00%3A00.000Z&to=2025-03-03T09%3A00%3A00.000Z';

const SENSITIVE = {
  id: '0190a5b4-0000-7000-8000-000000000301',
  kind: 'sensitive-info-access',
  actor: ADA,
  participant: { participantId: 'P7K3-M9QX', name: 'Mary Ivanoff' },
  message: 'Viewed the passphrase of Mary Ivanoff (P7K3-M9QX). Reason: phone call',
  detail: {},
  createdAt: '2025-03-02T23:05:00.000Z',
};
const TEAM_CREATED = {
  ...SENSITIVE,
  id: '0190a5b4-0000-7000-8000-000000000302',
  kind: 'team-created',
  participant: null,
  message: 'Created the team Outreach',
};
const NAVIGATION = {
  id: '0190a5b4-0000-7000-8000-000000000401',
  user: ADA,
  category: 'USERNAV',
  action: '/staff/dashboard',
  detail: {},
  createdAt: '2025-03-01T18:00:00.000Z',
};
const DAYS = {
  timeZone: 'America/Anchorage',
  days: [
    { date: '2025-03-01', userActions: 4, activity: 0, sensitiveAccess: 0 },
    { date: '2025-03-02', userActions: 9, activity: 2, sensitiveAccess: 1 },
  ],
};

/** A fake API: GET answers by path; the request URLs are kept for the assertions. */
function stubLogsApi(overrides: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const answers: Record<string, () => Response> = {
      '/api/v1/logs/activity': () => jsonResponse({ items: [SENSITIVE, TEAM_CREATED], total: 2 }),
      '/api/v1/logs/user-actions': () => jsonResponse({ items: [NAVIGATION], total: 1 }),
      '/api/v1/logs/daily': () => jsonResponse(DAYS),
      ...overrides,
    };
    return Promise.resolve(answers[path]?.() ?? new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof stubLogsApi>, path: string) =>
  fetchMock.mock.calls.map(([url]) => url).filter((url) => url.split('?')[0] === path);

function renderPage(search: AdminLogsSearch = { from: '2025-03-01', to: '2025-03-02' }) {
  const onSearchChange = vi.fn();
  renderWithProviders(<AdminLogsPage search={search} onSearchChange={onSearchChange} />, {
    session: buildStaffSession(),
  });
  return onSearchChange;
}

describe('AdminLogsPage, activity log', () => {
  it('asks for the chosen Alaska days, newest first, and marks sensitive-info access', async () => {
    const fetchMock = stubLogsApi();
    renderPage();
    const badge = await screen.findByText('Sensitive-info access', { selector: '.mantine-Badge-label' });
    const row = badge.closest('tr')!;
    expect(row.getAttribute('data-sensitive')).toBe('true');
    expect(within(row).getByText('03/02/2025 2:05 PM AKST')).toBeTruthy();
    expect(within(row).getByText(/Reason: phone call/)).toBeTruthy();
    const other = screen.getByText('Created the team Outreach').closest('tr')!;
    expect(other.getAttribute('data-sensitive')).toBeNull();
    expect(urls(fetchMock, '/api/v1/logs/activity')).toEqual([
      `/api/v1/logs/activity?${RANGE}&take=25&skip=0`,
    ]);
    expect(urls(fetchMock, '/api/v1/logs/daily')).toEqual([`/api/v1/logs/daily?${RANGE}`]);
    expect(screen.getByText('Entries 1–2 of 2, newest first')).toBeTruthy();
  });

  it('gives the chart a name and says the same in words and in a table', async () => {
    stubLogsApi();
    renderPage();
    const figure = await screen.findByRole('figure', { name: 'Activity per day' });
    expect(
      await within(figure).findByText(
        '2 activity-log entries in 2 days, 1 sensitive-info access. Busiest day: 03/02/2025 with 2.',
      ),
    ).toBeTruthy();
    // The bars' code loads after the first screen; the sentence above does not wait for it.
    expect(
      await within(figure).findByRole('img', {
        name: 'Bar chart of activity per day, 03/01/2025 to 03/02/2025',
      }),
    ).toBeTruthy();
    const table = within(figure).getByRole('table', { name: 'Activity per day' });
    expect(within(table).getByRole('rowheader', { name: '03/02/2025' }).closest('tr')?.textContent).toBe(
      '03/02/202511',
    );
  });

  it('applies typed dates, participant and kind together, and keeps them in the URL', async () => {
    stubLogsApi();
    const onSearchChange = renderPage();
    await screen.findByText('Created the team Outreach');
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '02012025' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '02282025' } });
    fireEvent.change(screen.getByLabelText(/^Participant ID/), { target: { value: 'p7k3-m9qx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onSearchChange).toHaveBeenCalledWith({
      from: '2025-02-01',
      to: '2025-02-28',
      participantId: 'P7K3-M9QX',
      kind: undefined,
      page: undefined,
    });
  });

  it('refuses an end before the start and a participant id that cannot exist, without asking the server', async () => {
    stubLogsApi();
    const onSearchChange = renderPage();
    await screen.findByText('Created the team Outreach');
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '03022025' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '03012025' } });
    fireEvent.change(screen.getByLabelText(/^Participant ID/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Must be on or after the “From” date')).toBeTruthy();
    expect(screen.getByText('Enter a participant id such as P7K3-M9QX')).toBeTruthy();
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('filters to sensitive-info access, a person or a participant in one click', async () => {
    stubLogsApi();
    const onSearchChange = renderPage();
    await screen.findByText('Created the team Outreach');
    fireEvent.click(screen.getByRole('switch', { name: 'Sensitive-info access only' }));
    expect(onSearchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'sensitive-info-access', page: undefined }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Ada Okpik' })[0]!);
    expect(onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ userId: ADA.id }));
    fireEvent.click(screen.getByRole('button', { name: 'P7K3-M9QX' }));
    expect(onSearchChange).toHaveBeenLastCalledWith(expect.objectContaining({ participantId: 'P7K3-M9QX' }));
  });

  it("names the person filtered to, and shows the server's field errors next to the filters", async () => {
    stubLogsApi({
      '/api/v1/logs/activity': () =>
        problemResponse(400, 'Invalid query', {
          errors: [{ field: 'query.to', message: 'Must be after from' }],
        }),
    });
    renderPage({ from: '2025-03-01', to: '2025-03-02', userId: ADA.id });
    expect(await screen.findByText('Must be after from')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Invalid query');
    expect(screen.getByRole('button', { name: 'Show everyone again' })).toBeTruthy();
  });

  it('downloads the CSV of the current filters with the bearer token', async () => {
    const fetchMock = stubLogsApi({
      '/api/v1/logs/activity/export': () =>
        new Response('Time,Kind\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="activity-log_2025-03-01_to_2025-03-02.csv"',
          },
        }),
    });
    // jsdom has no object URLs: lend the two functions for this test only.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderPage({ from: '2025-03-01', to: '2025-03-02', kind: 'sensitive-info-access' });
    await screen.findByText('Created the team Outreach');
    fireEvent.click(screen.getByRole('button', { name: /Download CSV of the activity log/ }));
    await waitFor(() => expect(clicked).toEqual(['activity-log_2025-03-01_to_2025-03-02.csv']));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.startsWith('/api/v1/logs/activity/export'))!;
    expect(url).toBe(`/api/v1/logs/activity/export?${RANGE}&kind=sensitive-info-access`);
    expect(((init as RequestInit).headers as Record<string, string>).Authorization).toBe(
      'Bearer token-staff',
    );
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});

describe('AdminLogsPage on a phone', () => {
  it('lists entries as cards, sensitive-info access still marked', async () => {
    stubLogsApi();
    stubPhoneScreen();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Entries 1–2 of 2, newest first' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.getAttribute('data-sensitive')).toBe('true');
    expect(within(cards[0]!).getByText('Sensitive-info access')).toBeTruthy();
    expect(cards[1]!.getAttribute('data-sensitive')).toBeNull();
    expect(screen.queryByRole('table', { name: /Entries/ })).toBeNull();
  });
});

describe('AdminLogsPage, user actions', () => {
  it('shows categories by name and asks with the category filter', async () => {
    const fetchMock = stubLogsApi();
    renderPage({ tab: 'user-actions', from: '2025-03-01', to: '2025-03-02', category: 'USERNAV' });
    const row = (await screen.findByText('Opened the staff dashboard')).closest('tr')!;
    expect(within(row).getByText('Navigation')).toBeTruthy();
    expect(within(row).getByText('03/01/2025 9:00 AM AKST')).toBeTruthy();
    expect(urls(fetchMock, '/api/v1/logs/user-actions')).toEqual([
      `/api/v1/logs/user-actions?${RANGE}&category=USERNAV&take=25&skip=0`,
    ]);
    expect(screen.getByRole('figure', { name: 'User actions per day' })).toBeTruthy();
  });

  it('says what was done in words, never a raw path or a record id', async () => {
    const API_CALL = {
      ...NAVIGATION,
      id: '0190a5b4-0000-7000-8000-000000000402',
      action: 'GET /api/v1/participants/P7K3-M9QX/files',
    };
    const SETTINGS = {
      ...NAVIGATION,
      id: '0190a5b4-0000-7000-8000-000000000403',
      action: '/staff/participant-management/participant-details/P7K3-M9QX/settings',
    };
    const SERVICE = {
      ...NAVIGATION,
      id: '0190a5b4-0000-7000-8000-000000000404',
      category: 'SVC_NAV',
      action: 'opened service',
      detail: { serviceId: '0190a5b4-0000-7000-8000-000000000999', name: 'Food Bank' },
    };
    stubLogsApi({
      '/api/v1/logs/user-actions': () =>
        jsonResponse({ items: [API_CALL, SETTINGS, SERVICE, NAVIGATION], total: 4 }),
    });
    renderPage({ tab: 'user-actions', from: '2025-03-01', to: '2025-03-02' });
    expect(await screen.findByText('Viewed participant records (P7K3-M9QX) through the API')).toBeTruthy();
    expect(screen.getByText('Opened the settings of participant P7K3-M9QX')).toBeTruthy();
    const service = screen.getByText('Opened service').closest('tr')!;
    expect(within(service).getByText('Name: Food Bank')).toBeTruthy();
    const table = screen.getByRole('table', { name: /Entries 1–4 of 4/ });
    expect(table.textContent).not.toMatch(/\/(api|staff)\//);
    expect(table.textContent).not.toContain('0190a5b4-0000-7000-8000-000000000999');
  });

  it('keeps dates and person when switching tabs', async () => {
    stubLogsApi();
    const onSearchChange = renderPage({
      from: '2025-03-01',
      to: '2025-03-02',
      userId: ADA.id,
      kind: 'team-created',
      page: 2,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'User actions' }));
    expect(onSearchChange).toHaveBeenCalledWith({
      tab: 'user-actions',
      from: '2025-03-01',
      to: '2025-03-02',
      userId: ADA.id,
    });
  });
});
