import type { StaffMemberView, StaffWorkloadView } from '@casework/contract';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { workloadWords } from './deactivate-threads-notice.tsx';
import { StaffStatusDialog } from './staff-status-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const TEAM = { id: '0190a5b4-0000-7000-8000-0000000000a1', name: 'Intake' };
const ADA: StaffMemberView = {
  id: '0190a5b4-0000-7000-8000-000000000500',
  firstName: 'Ada',
  lastName: 'Leaving',
  email: 'ada@example.org',
  role: 'Staff',
  isActive: true,
  teams: [TEAM],
};
const WORKLOAD_URL = `/api/v1/staffMembers/${ADA.id}/workload`;

const workload = (openTeamThreads: number, openPersonalThreads: number): StaffWorkloadView => ({
  staffMemberId: ADA.id,
  openTeamThreads,
  openPersonalThreads,
});

/** The plugin list (messaging on) and the member's workload, answered by `answer`; every URL asked recorded. */
function stubApi(answer: () => Promise<Response>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      if (url === '/api/admin/plugins') return Promise.resolve(jsonResponse({ items: [] }));
      if (url === WORKLOAD_URL) return answer();
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
  return urls;
}

function renderDeactivate(onHandOver: (() => void) | undefined) {
  renderWithProviders(<StaffStatusDialog member={ADA} onClose={() => undefined} onHandOver={onHandOver} />, {
    session: buildStaffSession(),
  });
  return screen.findByRole('dialog', { name: 'Deactivate Ada Leaving?' });
}

const handOverButton = (dialog: HTMLElement) =>
  within(dialog).queryByRole('button', { name: 'Hand over threads first…' });

describe('StaffStatusDialog, deactivating', () => {
  it('says it is counting while the count loads, then how many open threads there are, and offers the hand-over', async () => {
    let respond: (response: Response) => void = () => undefined;
    const urls = stubApi(() => new Promise((resolve) => (respond = resolve)));
    const onHandOver = vi.fn();
    const dialog = await renderDeactivate(onHandOver);
    expect(await within(dialog).findByText('Checking the open threads of Ada Leaving…')).toBeTruthy();
    expect(handOverButton(dialog)).toBeNull();
    // Deactivating does not wait for the count.
    expect(
      (within(dialog).getByRole('button', { name: 'Deactivate account' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    respond(jsonResponse(workload(4, 0)));
    expect(await within(dialog).findByText('Ada Leaving has 4 open threads assigned.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Hand them over first, or they stay assigned to Ada Leaving: they still show in the team inbox, but not as unassigned.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Checking the open threads/)).toBeNull();
    fireEvent.click(handOverButton(dialog)!);
    expect(onHandOver).toHaveBeenCalledTimes(1);
    expect(urls.filter((url) => url === WORKLOAD_URL)).toHaveLength(1);
  });

  it('offers no hand-over for a member with no open threads', async () => {
    stubApi(() => Promise.resolve(jsonResponse(workload(0, 0))));
    const dialog = await renderDeactivate(() => undefined);
    expect(await within(dialog).findByText('Ada Leaving has no open threads assigned.')).toBeTruthy();
    expect(handOverButton(dialog)).toBeNull();
    expect(within(dialog).queryByText(/hand .* over/i)).toBeNull();
  });

  it('offers the hand-over without a number when the count cannot be read', async () => {
    stubApi(() => Promise.resolve(problemResponse(500, 'Something went wrong.')));
    const dialog = await renderDeactivate(() => undefined);
    expect(
      await within(dialog).findByText(
        'The open threads of Ada Leaving could not be counted just now. If Ada Leaving has threads someone else should answer, hand them over first.',
      ),
    ).toBeTruthy();
    expect(handOverButton(dialog)).toBeTruthy();
  });

  it('names personal threads apart, and who can still read them', async () => {
    stubApi(() => Promise.resolve(jsonResponse(workload(3, 1))));
    const dialog = await renderDeactivate(() => undefined);
    expect(
      await within(dialog).findByText(
        'Ada Leaving has 4 open threads assigned: 3 team threads and 1 personal thread.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Hand them over first, or they stay with Ada Leaving: the team threads show in the team inbox but not as unassigned, and only Supervisors in the teams of Ada Leaving can open the personal ones.',
      ),
    ).toBeTruthy();
    expect(handOverButton(dialog)).toBeTruthy();
  });

  it('without a hand-over to offer, only says the threads stay with them, and asks for no count', async () => {
    const urls = stubApi(() => Promise.resolve(jsonResponse(workload(4, 0))));
    const dialog = await renderDeactivate(undefined);
    expect(
      await within(dialog).findByText(
        'Any threads assigned to Ada Leaving, and their personal threads, stay with them.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/hand over|their page/i)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Hand over/ })).toBeNull();
    expect(urls).not.toContain(WORKLOAD_URL);
  });
});

describe('workloadWords', () => {
  it('speaks of one thread as "it"', () => {
    expect(workloadWords(ADA, { openTeamThreads: 1, openPersonalThreads: 0 })).toEqual({
      summary: 'Ada Leaving has 1 open thread assigned.',
      consequence:
        'Hand it over first, or it stays assigned to Ada Leaving: it still shows in the team inbox, but not as unassigned.',
    });
    expect(workloadWords(ADA, { openTeamThreads: 0, openPersonalThreads: 1 }).consequence).toBe(
      'Hand it over first, or it stays in the inbox of Ada Leaving, which only Supervisors in the teams of Ada Leaving can open.',
    );
  });

  it('says nobody else can open the personal threads of a member in no team', () => {
    expect(workloadWords({ ...ADA, teams: [] }, { openTeamThreads: 0, openPersonalThreads: 2 })).toEqual({
      summary: 'Ada Leaving has 2 open personal threads.',
      consequence:
        'Hand them over first, or they stay in the inbox of Ada Leaving, which nobody else can open.',
    });
  });
});
