import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { PassphrasePanel } from './passphrase-panel.tsx';

const PARTICIPANT_ID = '4PRW-WT2K';

/** The passphrase read, answered by `answer`; returns the reasons sent, in order. */
function stubPassphrase(answer: (reason: string) => Response): string[] {
  const reasons: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://casework.test');
      if (url.pathname !== `/api/v1/participants/${PARTICIPANT_ID}/passphrase`)
        return Promise.resolve(new Response(null, { status: 404 }));
      const reason = url.searchParams.get('reason') ?? '';
      reasons.push(reason);
      return Promise.resolve(answer(reason));
    }),
  );
  return reasons;
}

async function revealWith(reason: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Reveal passphrase' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reveal the passphrase' });
  const field = within(dialog).getByLabelText(/^Reason/) as HTMLTextAreaElement;
  const before = field.value;
  fireEvent.change(field, { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
  return { dialog, before };
}

describe('PassphrasePanel', () => {
  it('reveals with a reason and hides it again, keeping the focus on the control that replaces the one pressed', async () => {
    stubPassphrase(() =>
      jsonResponse({ passphrase: 'blue heron', hint: 'a bird', updatedAt: '2025-01-01T00:00:00.000Z' }),
    );
    renderWithProviders(<PassphrasePanel participantId={PARTICIPANT_ID} />, { session: buildStaffSession() });

    await revealWith('Caller verification');
    const hide = await screen.findByRole('button', { name: 'Hide passphrase' });
    expect(screen.getByText('blue heron')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(hide));

    fireEvent.click(hide);
    const reveal = await screen.findByRole('button', { name: 'Reveal passphrase' });
    expect(screen.queryByText('blue heron')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(reveal));
  });

  it('asks for a new reason at each reveal, never the one given before', async () => {
    const reasons = stubPassphrase(() => problemResponse(404, 'No passphrase is set.'));
    renderWithProviders(<PassphrasePanel participantId={PARTICIPANT_ID} />, { session: buildStaffSession() });
    await revealWith('Caller verification');
    expect(await screen.findByText('No passphrase is set.')).toBeTruthy();

    const again = await revealWith('Second call today');
    expect(again.before).toBe('');
    await waitFor(() => expect(reasons).toEqual(['Caller verification', 'Second call today']));
  });

  it("shows the server's own message at the reason field, not the field's code", async () => {
    stubPassphrase(() =>
      problemResponse(400, 'Some fields are not valid: querystring.reason. Correct them and try again.', {
        code: 'request.invalid',
        errors: [{ field: 'querystring.reason', message: 'Must be at least 5 characters' }],
      }),
    );
    renderWithProviders(<PassphrasePanel participantId={PARTICIPANT_ID} />, { session: buildStaffSession() });
    const { dialog } = await revealWith('Check');
    expect(await within(dialog).findByText('Must be at least 5 characters')).toBeTruthy();
    expect(within(dialog).queryByText(/querystring/)).toBeNull();
  });
});
