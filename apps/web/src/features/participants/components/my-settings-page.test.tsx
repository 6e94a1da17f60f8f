import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import {
  buildParticipantSession,
  buildParticipantView,
  buildSchemaSectionView,
} from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });

const session = buildParticipantSession();
const ID = session.participantId!;

describe('My settings, as the participant reads their own', () => {
  it('says how they sign in, in their words, without asking for the sign-in choices, which only staff may read', async () => {
    const calls = answerApi(stubServer(session), (call) => {
      if (call.path === `/api/v1/participants/${ID}`)
        return jsonResponse(
          buildParticipantView({ participantId: ID, firstName: 'Lena', lastName: 'Andrews' }),
        );
      if (call.path === `/api/v1/participants/${ID}/sign-in-source`)
        return jsonResponse({
          source: 'credentials',
          email: 'lena@example.org',
          hasPassword: true,
          accountStatus: 1,
          lastSignInAt: null,
        });
      // As the server answers a participant (staff only).
      if (call.path.startsWith('/api/v1/sign-in-sources/'))
        return jsonResponse({ type: 'about:blank', title: 'Forbidden', status: 403 }, { status: 403 });
      if (call.path === '/api/v1/schema/sections') return pageResponse([]);
      if (call.path === `/api/v1/participants/${ID}/profile`)
        return jsonResponse({ participantId: ID, sections: {}, updatedAt: null, masked: [] });
      return undefined;
    });
    renderAppAt(`/participant/participant-management/participant-details/${ID}/settings`);

    const said = await screen.findByText(/^You sign in with/);
    expect(said.textContent).toBe(
      'You sign in with E-mail and password (lena@example.org). To change how you sign in, ask a staff member.',
    );
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('/api/v1/sign-in-sources'))).toEqual([]);
  });

  it('shows the communication preferences as a card of the page, under one heading of its own', async () => {
    answerApi(stubServer(session), (call) => {
      if (call.path === `/api/v1/participants/${ID}`)
        return jsonResponse(
          buildParticipantView({ participantId: ID, firstName: 'Lena', lastName: 'Andrews' }),
        );
      if (call.path === '/api/v1/schema/sections')
        return pageResponse([buildSchemaSectionView('communicationPreferences')]);
      if (call.path === `/api/v1/participants/${ID}/profile`)
        return jsonResponse({ participantId: ID, sections: {}, updatedAt: null, masked: [] });
      return undefined;
    });
    renderAppAt(`/participant/participant-management/participant-details/${ID}/settings`);

    const section = await screen.findByRole('region', { name: 'Communication preferences' });
    expect(within(section).getByRole('button', { name: /^Edit communication preferences/i })).toBeTruthy();
    // Beside "Passphrase" and "How you sign in", not a card titled the same around the section's own card.
    expect(
      screen.getAllByRole('heading', { name: 'Communication preferences' }).map((h) => h.tagName),
    ).toEqual(['H2']);
    expect(screen.getByRole('heading', { name: 'Passphrase' }).tagName).toBe('H2');
  });

  it('says they have a passphrase, when it was set and its hint, and shows the words only on request', async () => {
    const calls = answerPassphrase(
      jsonResponse({
        passphrase: 'blue kayak',
        hint: 'Grandpa’s boat',
        updatedAt: '2026-10-26T20:00:00.000Z',
      }),
    );
    renderAppAt(`/participant/participant-management/participant-details/${ID}/settings`);

    expect(await screen.findByText('You have a passphrase, set on 10/26/2026.')).toBeTruthy();
    expect(screen.getByText('Hint: Grandpa’s boat')).toBeTruthy();
    expect(screen.queryByText('blue kayak')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show my passphrase' }));
    expect(screen.getByText('blue kayak')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide my passphrase' }));
    expect(screen.queryByText('blue kayak')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change passphrase' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove passphrase' })).toBeTruthy();
    // Read once, with no reason (a participant reads their own; nothing is logged).
    const reads = calls.filter((c) => c.method === 'GET' && c.path.endsWith('/passphrase'));
    expect(reads.map((c) => c.query.has('reason'))).toEqual([false]);
  });

  it('says when they have none, offers to set one, and nothing to remove', async () => {
    answerPassphrase(jsonResponse({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }));
    renderAppAt(`/participant/participant-management/participant-details/${ID}/settings`);

    expect(await screen.findByText('You have not set a passphrase yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set passphrase' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove passphrase' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show my passphrase' })).toBeNull();
  });
});

/** My settings' answers, with `passphrase` for the participant's own passphrase. */
function answerPassphrase(passphrase: Response) {
  return answerApi(stubServer(session), (call) => {
    if (call.path === `/api/v1/participants/${ID}`)
      return jsonResponse(
        buildParticipantView({ participantId: ID, firstName: 'Lena', lastName: 'Andrews' }),
      );
    if (call.path === `/api/v1/participants/${ID}/passphrase`) return passphrase.clone();
    if (call.path === '/api/v1/schema/sections') return pageResponse([]);
    if (call.path === `/api/v1/participants/${ID}/profile`)
      return jsonResponse({ participantId: ID, sections: {}, updatedAt: null, masked: [] });
    return undefined;
  });
}
