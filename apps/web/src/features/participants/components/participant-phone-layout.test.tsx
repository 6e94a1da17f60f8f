import type { ParticipantFileView, ParticipantStaffView } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';
import { stubPhoneScreen } from '../../../test/screen-width.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

// At 390 px: below the "sm" breakpoint, where lists are cards instead of tables that scroll sideways.
beforeEach(stubPhoneScreen);

function participant(overrides: Partial<ParticipantStaffView>): ParticipantStaffView {
  return buildParticipantView({
    firstName: 'Katie',
    lastName: 'Paul',
    dob: '1971-09-09',
    email: 'katie@example.net',
    phones: [{ number: '9075550110', isPreferred: true }],
    ...overrides,
  });
}

const SOURCE = participant({});
const TARGET = participant({
  participantId: 'H4RT-2VNB',
  firstName: 'Katherine',
  email: null,
  phones: [{ number: '9075550220', isPreferred: true }],
});

const noProfile = (participantId: string) =>
  jsonResponse({ participantId, sections: {}, updatedAt: null, masked: [] });

function serve(handler: (call: RecordedCall) => Response | undefined) {
  return answerApi(stubServer(buildStaffSession()), handler);
}

describe('participant lists on a phone', () => {
  it('shows search results as numbered cards, each name a link to the record, and no table', async () => {
    serve((call) => (call.path === '/api/v1/participants' ? pageResponse([SOURCE, TARGET]) : undefined));
    renderAppAt('/staff/participant-management/search?lastName=Paul');
    const link = await screen.findByRole('link', { name: 'Katherine Paul' });
    const list = link.closest('ol')!;
    expect(list).toBeTruthy();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('P7K3-M9QX · born 09/09/1971');
    expect(cards[0]!.textContent).toContain('(907) 555-0110 · katie@example.net');
    expect(link.getAttribute('href')).toContain('participantId=H4RT-2VNB');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows files as cards with their details, download and actions, and a select-all per category', async () => {
    const file: ParticipantFileView = {
      reference: 'P7K3-M9QX/identity/lease.pdf',
      participantId: 'P7K3-M9QX',
      category: 'identity',
      name: 'lease.pdf',
      type: 'application/pdf',
      size: 2048,
      uploadedAt: '2030-01-02T12:00:00.000Z',
      uploadedBy: { id: '0190a5b4-0000-7000-8000-0000000000cc', name: 'Daniel Kasayulie' },
    };
    serve((call) => {
      if (call.path === '/api/v1/participants/P7K3-M9QX') return jsonResponse(SOURCE);
      if (call.path === '/api/v1/participants/P7K3-M9QX/files') return pageResponse([file]);
      return undefined;
    });
    renderAppAt('/staff/participant-management/participant-details?participantId=P7K3-M9QX');
    const list = await screen.findByRole('list', { name: 'Identity · 1 file' });
    const card = within(list).getByRole('listitem');
    expect(card.textContent).toContain('lease.pdf');
    expect(card.textContent).toContain('2 KB · uploaded 01/02/2030 by Daniel Kasayulie');
    expect(within(card).getByRole('button', { name: 'Download lease.pdf' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'More actions for lease.pdf' })).toBeTruthy();
    const selectAll = screen.getByRole('checkbox', { name: 'Select every file in Identity' });
    fireEvent.click(selectAll);
    expect(within(card).getByRole('checkbox', { name: 'Select lease.pdf' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the merge comparison as one card per field, the two values a named choice, phones all kept', async () => {
    const calls = serve((call) => {
      if (call.path === `/api/v1/participants/${SOURCE.participantId}`) return jsonResponse(SOURCE);
      if (call.path === `/api/v1/participants/${TARGET.participantId}`) return jsonResponse(TARGET);
      if (call.path.endsWith('/profile')) return noProfile(call.path.split('/')[4]!);
      if (call.path === '/api/v1/schema/sections') return pageResponse([]);
      return undefined;
    });
    renderAppAt(
      `/staff/participant-management/merge-participants/merge-wizard?sourceId=${SOURCE.participantId}&targetId=${TARGET.participantId}`,
    );
    const list = await screen.findByRole('list', { name: 'The 3 fields that differ' });
    expect(screen.queryByRole('table')).toBeNull();

    const firstName = within(list).getByRole('radiogroup', { name: /^First name/ });
    const keepSource = within(firstName).getByRole('radio', { name: 'Source (Katie Paul): Katie' });
    expect(
      within(firstName).getByRole('radio', { name: 'Target (Katherine Paul): Katherine' }),
    ).toHaveProperty('checked', true);

    const phones = within(list).getByRole('radiogroup', { name: /^Phone numbers/ });
    expect(phones.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(phones.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Every number of both records is kept. Choose whose preferred number stays the preferred one.',
    );
    expect(
      within(phones).getByRole('radio', { name: 'Target (Katherine Paul): Preferred: (907) 555-0220' }),
    ).toHaveProperty('checked', true);

    fireEvent.click(keepSource);
    fireEvent.click(screen.getByRole('button', { name: 'Preview the merge' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const preview = calls.find((c) => c.method === 'PUT')!;
    expect(preview.body).toEqual({
      fields: { firstName: 'source', email: 'source', phones: 'target' },
    });
  });
});
