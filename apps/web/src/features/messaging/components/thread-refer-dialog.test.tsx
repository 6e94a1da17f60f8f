import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THREAD_ID, buildStaffSession, buildTeamSummary, buildThreadView } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { ThreadReferDialog } from './thread-refer-dialog.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const HOUSING = buildTeamSummary({ id: '0190a5b4-0000-7000-8000-0000000000ab', name: 'Housing' });

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
  renderWithProviders(
    <ThreadReferDialog thread={buildThreadView()} onClose={vi.fn()} onReferred={vi.fn()} />,
    {
      session: buildStaffSession(),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Refer the thread to another team' });
  const team = within(dialog).getByRole('combobox', { name: 'Team' });
  await waitFor(() => expect(team).toHaveProperty('disabled', false));
  return { dialog, team, reason: within(dialog).getByRole('textbox', { name: 'Reason' }) };
}

async function chooseHousing(team: HTMLElement) {
  fireEvent.click(team);
  fireEvent.click(await screen.findByRole('option', { name: 'Housing' }));
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
    await chooseHousing(team);
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
    await chooseHousing(team);
    fireEvent.change(reason, { target: { value: 'x' } });
    pressRefer(dialog);
    expect(await within(dialog).findByText('Say more about why')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
  });
});
