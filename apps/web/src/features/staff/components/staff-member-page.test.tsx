import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const TEAM_ID = '0190a5b4-0000-7000-8000-0000000000a1';

describe('StaffMemberPage', () => {
  it('says the staff member is not found when the id in the address is malformed', async () => {
    answerApi(stubServer(buildStaffSession(), ['Administrator']), (call) => {
      if (call.path === '/api/admin/plugins') return jsonResponse({ items: [] });
      if (call.path === '/api/v1/staffMembers/not-a-real-id')
        return problemResponse(400, 'Some fields are not valid: params.id. Correct them and try again.', {
          errors: [{ field: 'params.id', message: 'Invalid UUID' }],
        });
      return undefined;
    });
    renderAppAt(`/team-management/${TEAM_ID}/member/not-a-real-id`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff member not found' })).toBeTruthy();
    expect(screen.queryByText(/Some fields are not valid/)).toBeNull();
  });
});
