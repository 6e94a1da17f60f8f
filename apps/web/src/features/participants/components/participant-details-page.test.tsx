import type {
  ParticipantFileView,
  ParticipantSignInSourceView,
  ParticipantStaffView,
  VerificationView,
} from '@casework/contract';
import type { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import {
  appQueryClientWithoutRetries,
  holdAnswers,
  renderAppAt,
  unreadQueryKeys,
  stubServer,
  type FakeServer,
} from '../../../test/app-harness.tsx';
import { STAFF_USER_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { buildReport } from '../../services/components/services-test-support.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = 'P7K3-M9QX';
const KEPT = 'H4RT-2VNB';
const PATH = `/staff/participant-management/participant-details?participantId=${ID}`;

function buildParticipant(overrides: Partial<ParticipantStaffView> = {}): ParticipantStaffView {
  return {
    participantId: ID,
    firstName: 'Mary',
    lastName: 'Ivanof',
    dob: '1980-02-14',
    email: 'mary@example.net',
    phones: [{ number: '9075550110', isPreferred: true, type: 'mobile' }],
    isActive: true,
    status: 1,
    mergedInto: null,
    hasAccount: true,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const FILE: ParticipantFileView = {
  reference: `${ID}/identity/lease.pdf`,
  participantId: ID,
  category: 'identity',
  name: 'lease.pdf',
  type: 'application/pdf',
  size: 2048,
  uploadedAt: '2030-01-01T00:00:00.000Z',
  uploadedBy: { id: '0190a5b4-0000-7000-8000-0000000000cc', name: 'Daniel Kasayulie' },
};

const PENDING: VerificationView = {
  id: '0190a5b4-0000-7000-8000-0000000000dd',
  participantId: ID,
  participantName: 'Mary Ivanof',
  method: 'in-person-government-id',
  methodLabel: 'Government ID in person',
  status: 'pending',
  note: '',
  requestedBy: null,
  requestedAt: '2030-01-01T00:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
};

/**
 * The details page of one participant, with a profile section, a file, a pending verification, a sign-in and no
 * conversation or recommendation yet; the calls made (but /auth/me and the logs) are returned.
 */
/** The staff member's own counts (the navigation's unread number), which the staff area asks for with /auth/me. */
const COUNTS_PATH = `/api/v1/threads/users/${STAFF_USER_ID}/counts`;

function open(
  participant: ParticipantStaffView,
  signIn: Partial<ParticipantSignInSourceView> = {},
  options: { path?: string; queryClient?: QueryClient; server?: FakeServer } = {},
) {
  const calls = answerApi(options.server ?? stubServer(buildStaffSession()), (call) => {
    const base = `/api/v1/participants/${ID}`;
    switch (call.path) {
      case base:
        return jsonResponse(participant);
      case `${base}/profile`:
        return jsonResponse({
          participantId: ID,
          sections: { contactInformation: { workPhone: '9075550000' } },
          updatedAt: '2030-01-01T00:00:00.000Z',
          masked: [],
        });
      case '/api/v1/schema/sections':
        return pageResponse([
          {
            name: 'contactInformation',
            title: 'Contact information',
            description: 'How to reach them',
            schema: {
              type: 'object',
              properties: {
                preferredEmail: { type: 'string', title: 'Preferred email' },
                workPhone: { type: 'string', title: 'Work phone' },
              },
            },
            sensitiveFields: [],
            editableByParticipant: true,
          },
        ]);
      case `${base}/files`:
        return pageResponse([FILE]);
      case `${base}/verifications`:
        return pageResponse([PENDING]);
      case `${base}/sign-in-source`:
        return jsonResponse({
          source: 'credentials',
          email: 'mary@example.net',
          hasPassword: true,
          accountStatus: 1,
          lastSignInAt: null,
          ...signIn,
        });
      case `${base}/threads`:
        return pageResponse([]);
      case '/api/v1/service-recommendations':
        return jsonResponse(buildReport([], { start: null }));
      case COUNTS_PATH:
        return jsonResponse({ unread: 0, open: 0, archived: 0, unassigned: 0 });
      default:
        return undefined;
    }
  });
  const router = renderAppAt(options.path ?? PATH, { queryClient: options.queryClient });
  return { calls, router };
}

describe('ParticipantDetailsPage, opening the record', () => {
  it('asks for the participant and every section at once, without waiting for /auth/me', async () => {
    const server = stubServer(buildStaffSession());
    const answerMe = holdAnswers(server, '/api/v1/auth/me');
    // Typed as in a letter: the sections are asked for under the id as Casework writes it.
    const { calls } = open(buildParticipant(), {}, { server, path: PATH.replace(ID, 'p7k3m9qx') });
    await waitFor(() =>
      expect(calls.map((c) => c.path).sort()).toEqual([
        '/api/v1/participants/P7K3-M9QX/files',
        '/api/v1/participants/P7K3-M9QX/profile',
        '/api/v1/participants/P7K3-M9QX/sign-in-source',
        '/api/v1/participants/P7K3-M9QX/threads',
        '/api/v1/participants/P7K3-M9QX/verifications',
        '/api/v1/participants/p7k3m9qx',
        '/api/v1/schema/sections',
        '/api/v1/service-recommendations',
        COUNTS_PATH,
      ]),
    );
    answerMe();
  });

  it('asks for each answer once, and shows every answer its route asked for', async () => {
    const { calls, router } = open(buildParticipant(), {}, { queryClient: appQueryClientWithoutRetries() });
    await screen.findByRole('button', { name: 'More actions for lease.pdf' });
    await screen.findByText('No services recommended yet');
    const paths = calls.map((c) => c.path);
    expect(paths).toHaveLength(new Set(paths).size);
    // A key the route's loader asked for and the page does not read would be left here, and the page would ask again.
    expect(unreadQueryKeys(router)).toEqual([]);
  });
});

describe('ParticipantDetailsPage, a record merged into another', () => {
  it('shows the record read-only, with a link to the record to use', async () => {
    open(buildParticipant({ mergedInto: KEPT, status: -1, isActive: false }));
    const notice = await screen.findByRole('region', { name: 'This record was merged' });
    expect(notice.textContent).toContain(`merged into ${KEPT}`);
    expect(notice.textContent).toContain('can no longer be changed');
    const link = within(notice).getByRole('link', { name: `Open ${KEPT}` });
    expect(link.getAttribute('href')).toContain(`participantId=${KEPT}`);

    // What is there can be read (and a file downloaded), but nothing offers a change.
    await screen.findByRole('button', { name: 'Download lease.pdf' });
    await screen.findByText('Government ID in person');
    await screen.findByText('Contact information');
    expect(screen.queryByRole('button', { name: /^Edit Contact information/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit name/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions for lease.pdf' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select lease.pdf' })).toBeNull();
    expect(screen.queryByText('Upload files')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a verification' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send welcome e-mail' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('still offers every change on a record that was not merged', async () => {
    open(buildParticipant());
    await screen.findByRole('button', { name: 'More actions for lease.pdf' });
    expect(await screen.findByRole('button', { name: /^Edit Contact information/ })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a verification' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'This record was merged' })).toBeNull();
  });
});

describe('ParticipantDetailsPage, the two places contact details are shown', () => {
  it('shows the record’s e-mail in the contact section, as from the details above, while no preferred one is set', async () => {
    open(buildParticipant());
    const contact = await screen.findByRole('region', { name: 'Contact information' });
    const preferred = await within(contact).findByText('Preferred email', { selector: 'dt' });
    expect(preferred.nextElementSibling!.textContent).toBe('mary@example.net (from the details above)');
  });
});

describe('ParticipantDetailsPage, the welcome e-mail', () => {
  it('is offered to an active participant with an e-mail address and a way to sign in', async () => {
    open(buildParticipant());
    expect(await screen.findByRole('button', { name: 'Send welcome e-mail' })).toBeTruthy();
  });

  it.each([
    ['no e-mail address', 'no e-mail address on file', buildParticipant({ email: null }), {}],
    [
      'no sign-in account',
      'no way to sign in is set up yet (see Settings)',
      buildParticipant({ hasAccount: false }),
      {},
    ],
    [
      'a sign-in switched off',
      'no way to sign in is set up yet (see Settings)',
      buildParticipant(),
      { source: 'none' as const },
    ],
    [
      'a disabled record',
      'the participant is not active, so they cannot sign in',
      buildParticipant({ status: 0, isActive: false }),
      {},
    ],
  ])('is not offered, saying why, for %s', async (_case, why, participant, signIn) => {
    open(participant, signIn);
    expect(await screen.findByText(`Welcome e-mail not offered: ${why}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send welcome e-mail' })).toBeNull();
  });
});
