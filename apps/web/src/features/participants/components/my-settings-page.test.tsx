import { screen, within } from '@testing-library/react';
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
  it('says how they sign in without asking for the sign-in choices, which only staff may read', async () => {
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

    const said = await screen.findByText(/^Signs in with:/);
    expect(said.textContent).toBe(
      'Signs in with: E-mail and password (lena@example.org). Account: Active. Last sign-in: never.',
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
});
