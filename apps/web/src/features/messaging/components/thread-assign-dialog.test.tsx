import type { QueryClient } from '@tanstack/react-query';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_ID, buildStaffSession, buildTeamView, buildThreadView } from '../../../test/fixtures.ts';
import { teamDetailKey } from '../../../platform/api/team-answer.ts';
import { createTestQueryClient, renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import { ThreadAssignDialog } from './thread-assign-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const TEAM = buildTeamView();

/** Renders the dialog on the thread of the Intake team; resolves to the dialog once it shows. */
function renderDialog(options: { queryClient?: QueryClient; onClose?: () => void } = {}) {
  renderWithProviders(
    <ThreadAssignDialog
      thread={buildThreadView()}
      teamId={TEAM_ID}
      onClose={options.onClose ?? (() => undefined)}
    />,
    { session: buildStaffSession(), queryClient: options.queryClient },
  );
  return screen.findByRole('dialog', { name: 'Assign the thread' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThreadAssignDialog focus', () => {
  it('holds the focus on its heading while the members load, then moves it to the assignee search', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const dialog = await renderDialog();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Assign the thread'));
    expect(
      within(dialog).getByRole('heading', { name: 'Assign the thread' }).contains(document.activeElement),
    ).toBe(true);

    await act(async () => answer(jsonResponse(TEAM)));
    const search = await within(dialog).findByRole('combobox', { name: 'Assignees' });
    await waitFor(() => expect(document.activeElement).toBe(search));
  });

  it('goes straight to the assignee search when the members are already loaded, past the heading', async () => {
    // Already read: by an earlier Assign…, or by a supervisor's team member inboxes menu (the same query key).
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(teamDetailKey(TEAM_ID), TEAM);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(TEAM))),
    );
    const focused: string[] = [];
    const noteFocus = (event: FocusEvent) => focused.push((event.target as HTMLElement).tagName);
    document.addEventListener('focusin', noteFocus);
    try {
      const dialog = await renderDialog({ queryClient });
      const search = await within(dialog).findByRole('combobox', { name: 'Assignees' });
      await waitFor(() => expect(document.activeElement).toBe(search));
      // The focus trap has had its turn (it moves the focus a tick after the dialog appears) and left it there.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(document.activeElement).toBe(search);
      // Never on the heading, not even for a moment.
      expect(focused).not.toContain('SPAN');
    } finally {
      document.removeEventListener('focusin', noteFocus);
    }
  });
});

const ROSE_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000b3';
const TEAM_OF_TWO = buildTeamView({
  members: [
    ...TEAM.members,
    { staffMemberId: ROSE_STAFF_ID, firstName: 'Rose', lastName: 'Evan', email: 'r@x.org', roles: [] },
  ],
});

/** The dialog on a team of two, its members loaded; returns the assignee search and the requests made. */
async function openOnTeamOfTwo() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(input, 'http://casework.test').pathname}`);
      return Promise.resolve(jsonResponse(TEAM_OF_TWO));
    }),
  );
  const onClose = vi.fn();
  const dialog = await renderDialog({ onClose });
  const search = await within(dialog).findByRole('combobox', { name: 'Assignees' });
  await waitFor(() => expect(document.activeElement).toBe(search));
  return { dialog, search, requests, onClose };
}

/** The names chosen, as the field shows them (not the list of choices). */
const chosenIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);

const pressEnter = (element: HTMLElement) => fireEvent.keyDown(element, { key: 'Enter', code: 'Enter' });

describe('ThreadAssignDialog, typing a name', () => {
  it('picks the first match on Enter, and saves nothing yet', async () => {
    const { dialog, search, requests, onClose } = await openOnTeamOfTwo();
    fireEvent.change(search, { target: { value: 'ros' } });
    pressEnter(search);
    await waitFor(() => expect(chosenIn(dialog)).toEqual(['Rose Evan']));
    expect((search as HTMLInputElement).value).toBe('');
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it('does not save the assignees as they were when Enter finds no one', async () => {
    const { dialog, search, requests, onClose } = await openOnTeamOfTwo();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('No member with that name')).toBeTruthy();
    // A browser submits the form on an Enter in its field unless the key is cancelled (jsdom never submits).
    const notCancelled = pressEnter(search);
    expect(notCancelled).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('dialog', { name: 'Assign the thread' })).toBe(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
  });
});
