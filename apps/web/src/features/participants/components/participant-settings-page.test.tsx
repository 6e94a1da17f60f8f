import type { ParticipantSignInSourceView, UpdateParticipantBody } from '@casework/contract';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { answerWithLatency, renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const ID = 'P7K3-M9QX';

/**
 * The staff settings page of one participant, served as the server does: a saved status or sign-in method is what
 * the record and the sign-in source answer afterwards (so the page's controls for them are put back in place).
 */
function openSettings() {
  let participant = buildParticipantView({ email: 'mary@example.net', hasAccount: true });
  let signIn: ParticipantSignInSourceView = {
    source: 'credentials',
    email: 'mary@example.net',
    hasPassword: true,
    accountStatus: 1,
    lastSignInAt: null,
  };
  const server = stubServer(buildStaffSession());
  answerApi(server, (call) => {
    const base = `/api/v1/participants/${ID}`;
    if (call.path === base && call.method === 'PUT') {
      const body = call.body as UpdateParticipantBody;
      participant = { ...participant, ...(body.status !== undefined ? { status: body.status } : {}) };
      return jsonResponse(participant);
    }
    if (call.path === base) return jsonResponse(participant);
    if (call.path === `${base}/sign-in-source` && call.method === 'PUT') {
      const body = call.body as { source: ParticipantSignInSourceView['source']; email?: string };
      signIn = { ...signIn, source: body.source, email: body.email ?? signIn.email };
      return jsonResponse(signIn);
    }
    if (call.path === `${base}/sign-in-source`) return jsonResponse(signIn);
    if (call.path === `/api/v1/sign-in-sources/participants/${ID}`)
      return pageResponse([{ id: 'credentials', name: 'E-mail and password' }]);
    return undefined;
  });
  answerWithLatency(server);
  renderAppAt(`/staff/participant-management/participant-details/${ID}/settings`);
}

describe('ParticipantSettingsPage', () => {
  it('says the status changed, though the saved status puts a new status control in place', async () => {
    openSettings();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Status' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this record disabled?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make disabled' }));
    expect(await screen.findByText('Status changed to Disabled.')).toBeTruthy();
  });

  it('says the sign-in method is saved, though the saved method puts a new form in place', async () => {
    openSettings();
    const email = await screen.findByRole('textbox', { name: 'Sign-in e-mail' });
    fireEvent.change(email, { target: { value: 'mary.ivanoff@example.net' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save sign-in method' }));
    expect(await screen.findByText('Sign-in method saved.')).toBeTruthy();
    expect(await screen.findByText(/\(mary\.ivanoff@example\.net\)/)).toBeTruthy();
  });
});
