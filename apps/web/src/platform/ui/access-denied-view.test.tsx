import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildParticipantSession, buildStaffSession } from '../../test/fixtures.ts';
import { renderAppAt, stubServer } from '../../test/app-harness.tsx';

describe('AccessDeniedView', () => {
  it('says which account is signed in and offers sign-out beside the dashboard', async () => {
    const session = buildParticipantSession();
    stubServer(session);
    renderAppAt('/staff/dashboard');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText(session.user.name!, { selector: 'strong' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });

  it('tells a participant the page is for staff, and a staff member to ask an administrator', async () => {
    stubServer(buildParticipantSession());
    renderAppAt('/staff/dashboard');
    expect(await screen.findByText(/That page is for the organisation’s staff/)).toBeTruthy();
    cleanup();
    stubServer(buildStaffSession(), ['Supervisor']);
    renderAppAt('/webhooks');
    expect(await screen.findByText(/If you need it for your work, ask an administrator/)).toBeTruthy();
  });
});
