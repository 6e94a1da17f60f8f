import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer, type FakeServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';
import { resetNavigationLog } from '../../../platform/logging/user-action-log.ts';
import { dayRangeOf } from './log-search-params.ts';
import { displayDate } from './log-time.ts';

// The first render loads the whole app, Mantine's charts and recharts: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => resetNavigationLog());

const ADA = { id: '0190a5b4-0000-7000-8000-000000000001', name: 'Ada Okpik', email: 'admin@example.org' };
const TEAM_CREATED = {
  id: '0190a5b4-0000-7000-8000-000000000302',
  kind: 'team-created',
  actor: ADA,
  participant: null,
  message: 'Created the team Outreach',
  detail: {},
  createdAt: '2025-03-02T23:05:00.000Z',
};
const ABOUT_MARY = {
  ...TEAM_CREATED,
  id: '0190a5b4-0000-7000-8000-000000000304',
  kind: 'participant-status-changed',
  participant: { participantId: 'P7K3-M9QX', name: 'Mary Ivanoff' },
  message: 'Changed the status of Mary Ivanoff to Active',
};
const REFERRED = {
  ...TEAM_CREATED,
  id: '0190a5b4-0000-7000-8000-000000000303',
  kind: 'thread-referred',
  message: 'Referred a thread from Intake to Outreach',
};

/** An administrator signed in; the activity log holds 60 entries, one of them a referral. */
function logsServer(entry: typeof TEAM_CREATED | typeof ABOUT_MARY = TEAM_CREATED): FakeServer {
  const server = stubServer(
    buildStaffSession({ user: { id: ADA.id, name: ADA.name, email: ADA.email, kind: 'staff' } }),
    ['Administrator'],
  );
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://casework.test');
    const get = (init?.method ?? 'GET') === 'GET';
    if (get && url.pathname === '/api/v1/logs/activity') {
      return Promise.resolve(
        url.searchParams.get('kind') === 'thread-referred'
          ? jsonResponse({ items: [REFERRED], total: 1 })
          : jsonResponse({ items: [entry], total: 60 }),
      );
    }
    if (get && url.pathname === '/api/v1/logs/daily')
      return Promise.resolve(jsonResponse({ timeZone: 'America/Anchorage', days: [] }));
    return original(input);
  });
  return server;
}

const form = () => screen.getByRole('form', { name: 'Filter the log' });
const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const DEFAULT_FROM = () => displayDate(dayRangeOf({}).first);

async function openLogs(entry?: typeof ABOUT_MARY) {
  const server = logsServer(entry);
  const router = renderAppAt('/admin-logs');
  expect(await screen.findByText('Entries 1–1 of 60, newest first')).toBeTruthy();
  return { server, router };
}

async function chooseKind(label: string) {
  fireEvent.click(field(/^What happened/));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
  await waitFor(() => expect(field(/^What happened/).value).toBe(label));
}

describe('the admin-logs filters, in the app', () => {
  it('empties the form on Reset after a refused date, then applies what is chosen next', async () => {
    const { server, router } = await openLogs();
    fireEvent.change(field(/^From/), { target: { value: '13452026' } });
    expect(field(/^From/).value).toBe('13/45/2026');
    fireEvent.click(within(form()).getByRole('button', { name: 'Apply filters' }));
    expect(await within(form()).findByText('Enter a real date as MM/DD/YYYY')).toBeTruthy();

    fireEvent.click(within(form()).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(field(/^From/).value).toBe(DEFAULT_FROM()));
    expect(within(form()).queryByText('Enter a real date as MM/DD/YYYY')).toBeNull();
    expect(field(/^What happened/).value).toBe('');

    await chooseKind('Thread referred');
    fireEvent.click(within(form()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'thread-referred' }));
    expect(await screen.findByText('Entries 1–1 of 1, newest first')).toBeTruthy();
    const asked = server.fetch.mock.calls
      .map(([url]) => url)
      .filter((u) => u.startsWith('/api/v1/logs/activity?'));
    expect(asked.at(-1)).toContain('kind=thread-referred');
  });

  it('empties the form and the address on Reset when filters were applied and others typed', async () => {
    const { router } = await openLogs();
    await chooseKind('Thread referred');
    fireEvent.click(within(form()).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Entries 1–1 of 1, newest first')).toBeTruthy();
    fireEvent.change(field(/^Participant ID/), { target: { value: 'P7K3-M9QX' } });

    fireEvent.click(within(form()).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Entries 1–1 of 60, newest first')).toBeTruthy();
    expect(field(/^What happened/).value).toBe('');
    expect(field(/^Participant ID/).value).toBe('');
    expect(field(/^From/).value).toBe(DEFAULT_FROM());
  });

  it('shows the filters the address holds after going back', async () => {
    const { router } = await openLogs();
    await chooseKind('Thread referred');
    fireEvent.click(within(form()).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Entries 1–1 of 1, newest first')).toBeTruthy();

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Entries 1–1 of 60, newest first')).toBeTruthy();
    await waitFor(() => expect(field(/^What happened/).value).toBe(''));
    expect(within(form()).queryByText(/Not applied yet/)).toBeNull();
  });

  it('says that typed filters are not applied yet, also after paging', async () => {
    const { router } = await openLogs();
    expect(screen.queryByText(/Not applied yet/)).toBeNull();
    await chooseKind('Thread referred');
    const notice = within(form()).getByText(/Not applied yet/);
    const apply = within(form()).getByRole('button', { name: 'Apply filters' });
    expect(apply.getAttribute('aria-describedby')).toBe(notice.id);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(await screen.findByText('Entries 26–26 of 60, newest first')).toBeTruthy();
    expect(within(form()).getByText(/Not applied yet/)).toBeTruthy();

    fireEvent.click(within(form()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'thread-referred' }));
    await waitFor(() => expect(within(form()).queryByText(/Not applied yet/)).toBeNull());
  });
});

/** Presses a button as the keyboard does: it has the focus, then it is activated. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

describe('the admin-logs filters, where the focus goes as a filter is chosen in the list', () => {
  it('goes from the name selected to the filter it set, then to the hint once everyone is shown again', async () => {
    const { router } = await openLogs();
    press(screen.getByRole('button', { name: 'Ada Okpik' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ userId: ADA.id }));
    // The name in the list is plain text now; the filter above says whose entries these are.
    const showEveryone = await within(form()).findByRole('button', { name: 'Show everyone again' });
    await waitFor(() => expect(document.activeElement).toBe(showEveryone));
    expect(document.getElementById(showEveryone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Showing only:Ada Okpik',
    );

    press(showEveryone);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form()).getByText(/To see one person's entries/)),
    );
  });

  it('goes from the participant id selected to the Participant ID filter holding it', async () => {
    const { router } = await openLogs(ABOUT_MARY);
    press(screen.getByRole('button', { name: 'P7K3-M9QX' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ participantId: 'P7K3-M9QX' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Participant ID/)));
    expect(field(/^Participant ID/).value).toBe('P7K3-M9QX');
  });
});
