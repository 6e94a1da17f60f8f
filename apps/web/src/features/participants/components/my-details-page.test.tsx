import { participantIdInput } from '@casework/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import {
  appQueryClientWithoutRetries,
  holdAnswers,
  renderAppAt,
  stubServer,
  unreadQueryKeys,
  type FakeServer,
} from '../../../test/app-harness.tsx';
import {
  buildParticipantSession,
  buildParticipantView,
  buildSchemaSectionView,
} from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });

const session = buildParticipantSession();
// The page asks under the id as Casework writes it.
const ID = participantIdInput(session.participantId!);
const PATH = '/participant/participant-management/participant-details';

function answerMyDetails(server: FakeServer) {
  return answerApi(server, (call) => {
    if (call.path === `/api/v1/participants/${ID}`)
      return jsonResponse(
        buildParticipantView({
          participantId: ID,
          firstName: 'Lena',
          lastName: 'Andrews',
          email: 'lena@example.org',
        }),
      );
    if (call.path === '/api/v1/schema/sections')
      return pageResponse([buildSchemaSectionView('contactInformation')]);
    if (call.path === `/api/v1/participants/${ID}/profile`)
      return jsonResponse({ participantId: ID, sections: {}, updatedAt: null, masked: [] });
    if (call.path === `/api/v1/participants/${ID}/files`) return pageResponse([]);
    // The navigation's unread number, which the participant area asks for on entering it.
    if (call.path === `/api/v1/threads/users/${session.user.id}/counts`)
      return jsonResponse({ unread: 0, open: 0, archived: 0, unassigned: 0 });
    return undefined;
  });
}

describe('My details, opening the page', () => {
  it('asks for the record and its sections at once, not the sections after the record', async () => {
    const server = stubServer(session);
    const calls = answerMyDetails(server);
    const answerRecord = holdAnswers(server, (input) => input === `/api/v1/participants/${ID}`);
    renderAppAt(PATH);
    // The record's answer is held (and not recorded until it is given): the sections are asked for without it.
    await waitFor(() =>
      expect(calls.map((c) => c.path).sort()).toEqual([
        `/api/v1/participants/${ID}/files`,
        `/api/v1/participants/${ID}/profile`,
        '/api/v1/schema/sections',
        `/api/v1/threads/users/${session.user.id}/counts`,
      ]),
    );
    answerRecord();
    await screen.findByText('Lena Andrews');
  });

  it('asks for each answer once, and shows every answer its route asked for', async () => {
    const calls = answerMyDetails(stubServer(session));
    const router = renderAppAt(PATH, { queryClient: appQueryClientWithoutRetries() });
    await screen.findByText('Lena Andrews');
    await screen.findByText('Contact information');
    await screen.findByText('Upload files');
    const paths = calls.map((c) => c.path);
    expect(paths).toHaveLength(new Set(paths).size);
    expect(unreadQueryKeys(router)).toEqual([]);
  });
});

describe('My details, as the participant reads their own record', () => {
  it('shows no staff-only status and words the settings link for them', async () => {
    answerMyDetails(stubServer(session));
    renderAppAt(PATH);
    const name = await screen.findByText('Lena Andrews');
    const card = name.closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card).getByText('Participant ID')).toBeTruthy();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(screen.getByRole('link', { name: 'My settings: phone passphrase and sign-in' })).toBeTruthy();
  });
});
