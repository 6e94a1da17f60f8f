import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../../test/app-harness.tsx';
import { PARTICIPANT_USER_ID, STAFF_USER_ID, buildStaffSession } from '../../../../test/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });

describe('/staff/inbox/$userId/new-message', () => {
  it('offers the compose form in the staff member’s own inbox', async () => {
    stubServer(buildStaffSession());
    renderAppAt(`/staff/inbox/${STAFF_USER_ID}/new-message`);
    expect(await screen.findByRole('heading', { name: 'New message', level: 1 })).toBeTruthy();
  });

  it('shows "Page not found" at another person’s inbox address, with no form to send from', async () => {
    stubServer(buildStaffSession());
    renderAppAt(`/staff/inbox/${PARTICIPANT_USER_ID}/new-message?subject=Hello`);
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});
