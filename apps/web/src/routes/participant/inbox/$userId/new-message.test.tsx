import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../../test/app-harness.tsx';
import { PARTICIPANT_USER_ID, STAFF_USER_ID, buildParticipantSession } from '../../../../test/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });

/** Another person's user id: a staff member's, as a participant could copy it from a link. */
const SOMEONE_ELSE = STAFF_USER_ID;

describe('/participant/inbox/$userId/new-message', () => {
  it('offers the compose form in the participant’s own inbox', async () => {
    stubServer(buildParticipantSession());
    renderAppAt(`/participant/inbox/${PARTICIPANT_USER_ID}/new-message`);
    expect(await screen.findByRole('heading', { name: 'New message', level: 1 })).toBeTruthy();
  });

  it('shows "Page not found" for someone else’s inbox, and never offers to send from it', async () => {
    const server = stubServer(buildParticipantSession());
    renderAppAt(`/participant/inbox/${SOMEONE_ELSE}/new-message?subject=Hello`);
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    // Inside the participant's frame, so their way back is in sight.
    expect(screen.getAllByRole('button', { name: /Sign out/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'New message' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    // Nothing of the other inbox is asked for.
    const asked = server.fetch.mock.calls.map(([input]) => input);
    expect(asked.filter((input) => input.includes(SOMEONE_ELSE))).toEqual([]);
  });
});
