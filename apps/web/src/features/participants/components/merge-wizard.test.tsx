import type { MergeResult, ParticipantStaffView } from '@casework/contract';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const SOURCE = buildParticipantView({ phones: [{ number: '9075550110', isPreferred: true }] });
const TARGET = buildParticipantView({
  participantId: 'H4RT-2VNB',
  phones: [{ number: '9075550220', isPreferred: true }],
});

const noProfile = (participantId: string) =>
  jsonResponse({ participantId, sections: {}, updatedAt: null, masked: [] });

/** The kept record keeps its preferred number and gains the other's. */
function preview(target: ParticipantStaffView): MergeResult {
  const { participantId, firstName, lastName, dob, email, status, isActive } = target;
  return {
    dryRun: true,
    target: {
      ...{ participantId, firstName, lastName, dob, email, status, isActive, profile: {} },
      phones: [...target.phones, { number: '9075550110', isPreferred: false }],
    },
    source: { participantId: SOURCE.participantId, status: -1, mergedInto: participantId },
    moved: {},
    fields: { phones: 'target' },
  };
}

describe('MergeWizardPage: the preview', () => {
  it('lists the phone numbers the kept record will have as tel: links', async () => {
    answerApi(stubServer(buildStaffSession()), (call) => {
      if (call.path === `/api/v1/participants/${SOURCE.participantId}`) return jsonResponse(SOURCE);
      if (call.path === `/api/v1/participants/${TARGET.participantId}`) return jsonResponse(TARGET);
      if (call.path.endsWith('/profile')) return noProfile(call.path.split('/')[4]!);
      if (call.path === '/api/v1/schema/sections') return pageResponse([]);
      if (call.method === 'PUT') return jsonResponse(preview(TARGET));
      return undefined;
    });
    renderAppAt(
      `/staff/participant-management/merge-participants/merge-wizard?sourceId=${SOURCE.participantId}&targetId=${TARGET.participantId}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Preview the merge' }));
    const kept = (await screen.findByText(/^Phone numbers kept/)).closest('p')!;
    expect(kept.textContent).toBe(
      'Phone numbers kept (from both records): (907) 555-0220 (preferred), (907) 555-0110.',
    );
    expect(
      within(kept)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:9075550220', 'tel:9075550110']);
  });
});
