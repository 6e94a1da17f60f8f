import type { StaffMemberView } from '@casework/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import { HandOverThreadsDialog, handOverSummary } from './hand-over-threads-dialog.tsx';

// Each test renders the dialog and searches the staff list: slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

function member(n: number, overrides: Partial<StaffMemberView> = {}): StaffMemberView {
  return {
    id: `0190a5b4-0000-7000-8000-0000000005${String(n).padStart(2, '0')}`,
    firstName: ['Ada', 'Jo', 'Kim'][n] ?? `Person${n}`,
    lastName: ['Leaving', 'Smith', 'Gone'][n] ?? 'Staff',
    email: `p${n}@example.org`,
    role: 'Staff',
    isActive: true,
    teams: [],
    ...overrides,
  } as StaffMemberView;
}

const ADA = member(0);
const JO = member(1);
const KIM = member(2, { isActive: false });

/** The staff list, the swap and the plugin list; every call recorded. */
function stubApi(result = { assignmentsMoved: 3, personalThreadsMoved: 1, threadIds: [] }) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    if (url.startsWith('/api/v1/staffMembers'))
      return Promise.resolve(jsonResponse({ items: [ADA, JO, KIM], total: 3 }));
    if (url === '/api/v1/threads/swap-users') return Promise.resolve(jsonResponse(result));
    if (url === '/api/admin/plugins') return Promise.resolve(jsonResponse({ items: [] }));
    return Promise.resolve(new Response(null, { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('HandOverThreadsDialog', () => {
  it('moves the threads to the colleague chosen and says what moved', async () => {
    const calls = stubApi();
    renderWithProviders(<HandOverThreadsDialog member={ADA} onClose={() => undefined} />, {
      session: buildStaffSession(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Hand over the threads of Ada Leaving' });
    const group = await within(dialog).findByRole('radiogroup', { name: 'Who takes the threads' });
    expect(within(group).queryByRole('radio', { name: /Ada Leaving/ })).toBeNull();
    expect((within(group).getByRole('radio', { name: /Kim Gone/ }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over threads' }));
    expect(await within(dialog).findByText('Choose who takes the threads.')).toBeTruthy();

    fireEvent.click(within(group).getByRole('radio', { name: /Jo Smith/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over to Jo Smith' }));
    expect(
      await screen.findByText(
        'Moved 3 thread assignments and 1 personal thread from Ada Leaving to Jo Smith.',
      ),
    ).toBeTruthy();
    const swap = calls.find((c) => c.url === '/api/v1/threads/swap-users');
    expect(swap).toMatchObject({
      method: 'PUT',
      body: { fromStaffMemberId: ADA.id, toStaffMemberId: JO.id },
    });
  });

  it('says so when there was nothing to hand over', async () => {
    stubApi({ assignmentsMoved: 0, personalThreadsMoved: 0, threadIds: [] });
    renderWithProviders(<HandOverThreadsDialog member={ADA} onClose={() => undefined} />, {
      session: buildStaffSession(),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Jo Smith/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Hand over to Jo Smith' }));
    expect(await screen.findByText(/Ada Leaving had no assigned or personal threads/)).toBeTruthy();
  });

  it('words the counts', () => {
    expect(handOverSummary({ assignmentsMoved: 1, personalThreadsMoved: 0 })).toBe('1 thread assignment');
    expect(handOverSummary({ assignmentsMoved: 0, personalThreadsMoved: 2 })).toBe('2 personal threads');
    expect(handOverSummary({ assignmentsMoved: 0, personalThreadsMoved: 0 })).toBeNull();
  });
});
