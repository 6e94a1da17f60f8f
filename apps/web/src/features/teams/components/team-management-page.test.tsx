import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

function serveEmptyOrganisation() {
  answerApi(stubServer(buildStaffSession(), ['Administrator']), (call) => {
    if (call.path === '/api/admin/plugins') return jsonResponse({ items: [] });
    if (
      ['/api/v1/staffMembers', '/api/v1/teams', '/api/v1/teams/roles', '/api/v1/teamRoles'].includes(
        call.path,
      )
    )
      return jsonResponse({ items: [], total: 0 });
    return undefined;
  });
}

describe('TeamManagementPage', () => {
  it("offers each tab's own primary action only on that tab", async () => {
    serveEmptyOrganisation();
    renderAppAt('/team-management?tab=staff');
    expect(await screen.findByRole('button', { name: 'Add staff member' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create team' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    expect((await screen.findAllByRole('link', { name: 'Create team' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add staff member' })).toBeNull();
  });
});
