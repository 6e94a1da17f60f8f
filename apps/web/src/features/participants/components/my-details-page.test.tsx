import { ContactInformation } from '@casework/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantSession, buildParticipantView } from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });

const session = buildParticipantSession();
const ID = session.participantId!;

describe('My details, as the participant reads their own record', () => {
  it('shows no staff-only status and words the settings link for them', async () => {
    answerApi(stubServer(session), (call) => {
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
        return pageResponse([
          {
            name: 'contactInformation',
            title: 'Contact information',
            description: 'Addresses, phone numbers and e-mail addresses.',
            schema: z.toJSONSchema(ContactInformation, { io: 'input' }),
            sensitiveFields: [],
            editableByParticipant: true,
          },
        ]);
      if (call.path === `/api/v1/participants/${ID}/profile`)
        return jsonResponse({ participantId: ID, sections: {}, updatedAt: null, masked: [] });
      if (call.path === `/api/v1/participants/${ID}/files`) return pageResponse([]);
      return undefined;
    });
    renderAppAt('/participant/participant-management/participant-details');
    const name = await screen.findByText('Lena Andrews');
    const card = name.closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card).getByText('Participant ID')).toBeTruthy();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(screen.getByRole('link', { name: 'My settings: phone passphrase and sign-in' })).toBeTruthy();
  });
});
