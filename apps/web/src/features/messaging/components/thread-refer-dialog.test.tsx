import type { ThreadView } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { ThreadReferDialog } from './thread-refer-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const THREAD_ID = '0190a5b4-0000-7000-8000-000000000301';
const HOUSING_ID = '0190a5b4-0000-7000-8000-0000000000ab';

const THREAD: ThreadView = {
  id: THREAD_ID,
  subject: 'Help with rent',
  kind: 'team',
  participant: { participantId: 'P7K3M9', name: 'Lena Andrews', firstName: 'Lena', lastName: 'Andrews' },
  team: { id: TEAM_ID, name: 'Intake' },
  owner: null,
  referredToTeam: null,
  application: null,
  serviceId: null,
  assignees: [],
  participants: [],
  staffMembers: [],
  teams: [{ id: TEAM_ID, name: 'Intake' }],
  messages: [],
  messageCount: 0,
  hasEarlierMessages: false,
  unread: false,
  lastReadMessageId: null,
  archived: false,
  teamArchived: false,
  waitingSince: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  lastMessageAt: '2030-01-01T10:00:00.000Z',
  closedAt: null,
};

const HOUSING = {
  id: HOUSING_ID,
  name: 'Housing',
  description: '',
  isPrivate: false,
  memberCount: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

/** The teams to refer to, and the referral answered by `refer`. */
function serve(refer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://casework.test').pathname;
      if (path === '/api/v1/teams') return Promise.resolve(jsonResponse({ items: [HOUSING], total: 1 }));
      if (path === `/api/v1/threads/${THREAD_ID}/referrals`) return Promise.resolve(refer());
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
}

async function openDialog() {
  renderWithProviders(<ThreadReferDialog thread={THREAD} onClose={vi.fn()} onReferred={vi.fn()} />, {
    session: buildStaffSession(),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Refer the thread to another team' });
  const team = within(dialog).getByRole('combobox', { name: 'Team' });
  await waitFor(() => expect(team).toHaveProperty('disabled', false));
  return { dialog, team, reason: within(dialog).getByRole('textbox', { name: 'Reason' }) };
}

function pressRefer(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Refer thread' });
  button.focus();
  fireEvent.click(button);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThreadReferDialog, where the focus goes when the referral is refused', () => {
  it('puts it on the team when nothing was filled in, not leaving it on the button', async () => {
    serve(() => jsonResponse({}));
    const { dialog, team } = await openDialog();
    pressRefer(dialog);
    expect(await within(dialog).findByText('Choose the team to refer the thread to')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(team));
  });

  it('puts it on the reason when the team is chosen and the reason left empty', async () => {
    serve(() => jsonResponse({}));
    const { dialog, team, reason } = await openDialog();
    fireEvent.click(team);
    fireEvent.click(await screen.findByRole('option', { name: 'Housing' }));
    pressRefer(dialog);
    expect(await within(dialog).findByText('Give a reason for the referral')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
  });

  it('puts it on the reason the server refused', async () => {
    serve(() =>
      problemResponse(400, 'Invalid request', {
        errors: [{ field: 'body.reason', message: 'Say more about why' }],
      }),
    );
    const { dialog, team, reason } = await openDialog();
    fireEvent.click(team);
    fireEvent.click(await screen.findByRole('option', { name: 'Housing' }));
    fireEvent.change(reason, { target: { value: 'x' } });
    pressRefer(dialog);
    expect(await within(dialog).findByText('Say more about why')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
  });
});
