import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession, buildVerificationView } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import { VerificationDecision } from './verification-decision.tsx';

const PENDING = buildVerificationView();

/** Answers each decision with the verification decided as asked; returns the bodies sent. */
function stubDecisions(): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://casework.test');
      if (
        init?.method !== 'PUT' ||
        url.pathname !== `/api/v1/participants/P7K3-M9QX/verifications/${PENDING.id}`
      )
        return Promise.resolve(new Response(null, { status: 404 }));
      const body = JSON.parse(String(init.body)) as { status: 'verified' | 'rejected'; note?: string };
      bodies.push(body);
      return Promise.resolve(
        jsonResponse({ ...PENDING, status: body.status, decisionNote: body.note ?? null }),
      );
    }),
  );
  return bodies;
}

describe('VerificationDecision', () => {
  it('verifies with one press', async () => {
    const bodies = stubDecisions();
    renderWithProviders(<VerificationDecision verification={PENDING} />, { session: buildStaffSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Verify: Video call with photo ID' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 'verified' }]));
  });

  it('asks before rejecting, and sends the reason given', async () => {
    const bodies = stubDecisions();
    renderWithProviders(<VerificationDecision verification={PENDING} />, { session: buildStaffSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Reject: Video call with photo ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this verification?' });
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: '  Photo ID had expired ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject verification' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 'rejected', note: 'Photo ID had expired' }]));
  });

  it('sends nothing when the rejection is cancelled', async () => {
    const bodies = stubDecisions();
    renderWithProviders(<VerificationDecision verification={PENDING} />, { session: buildStaffSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Reject: Video call with photo ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this verification?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);
  });

  it("names the participant where several people's checks are listed", async () => {
    stubDecisions();
    renderWithProviders(<VerificationDecision verification={PENDING} withParticipantName />, {
      session: buildStaffSession(),
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Reject: Video call with photo ID for Mary Ivanoff' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Reject this verification of Mary Ivanoff?' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Verify: Video call with photo ID for Mary Ivanoff' }),
    ).toBeTruthy();
  });
});
