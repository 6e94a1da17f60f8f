import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession, buildVerificationView } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const FIRST = buildVerificationView();
const SECOND = buildVerificationView({
  id: '01900000-0000-7000-8000-0000000000a2',
  participantId: 'H4RT-2VNB',
  participantName: 'Lena Andrews',
});

/** The participants hub, whose queue holds what is still pending; a decision takes the verification out of it. */
function renderHub() {
  let pending = [FIRST, SECOND];
  answerApi(stubServer(buildStaffSession()), (call) => {
    if (call.path === '/api/v1/participants/verifications')
      return jsonResponse({ items: pending, total: pending.length });
    const decided = pending.find((v) => call.path.endsWith(`/verifications/${v.id}`));
    if (call.method === 'PUT' && decided) {
      pending = pending.filter((v) => v !== decided);
      return jsonResponse({ ...decided, status: 'verified' });
    }
    return undefined;
  });
  renderAppAt('/staff/participant-management');
}

describe('VerificationQueue', () => {
  it('puts the focus on the next one to decide once a decided verification leaves the queue', async () => {
    renderHub();
    const verify = await screen.findByRole('button', {
      name: 'Verify: Video call with photo ID for Mary Ivanoff',
    });
    act(() => verify.focus());
    fireEvent.click(verify);
    const next = await screen.findByRole('button', {
      name: 'Verify: Video call with photo ID for Lena Andrews',
    });
    await waitFor(() => expect(verify.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('puts the focus on the queue heading once the last one is decided', async () => {
    renderHub();
    for (const name of ['Mary Ivanoff', 'Lena Andrews']) {
      const verify = await screen.findByRole('button', {
        name: `Verify: Video call with photo ID for ${name}`,
      });
      act(() => verify.focus());
      fireEvent.click(verify);
      await waitFor(() => expect(verify.isConnected).toBe(false));
    }
    await screen.findByText(/Nothing waiting/);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pending verifications' })),
    );
  });
});
