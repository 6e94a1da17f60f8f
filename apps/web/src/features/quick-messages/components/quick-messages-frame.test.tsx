import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuickMessagesFrame } from './quick-messages-frame.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuickMessagesFrame', () => {
  it('says it is loading as a status while the user’s teams are read', async () => {
    // The user's teams (GET /auth/me) have not come back yet.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<QuickMessagesFrame teamId={TEAM_ID}>{() => 'Quick messages'}</QuickMessagesFrame>, {
      session: buildStaffSession(),
    });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Quick messages')).toBeNull();
  });
});
