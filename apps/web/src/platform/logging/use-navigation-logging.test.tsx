import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppAt, stubServer } from '../../test/app-harness.tsx';
import { buildStaffSession } from '../../test/fixtures.ts';
import { problemResponse } from '../../test/responses.ts';
import { resetNavigationLog } from './user-action-log.ts';

const LOG_URL = '/api/v1/logs/user-actions';

function navigationActions(calls: unknown[][]): string[] {
  return calls
    .filter(([url]) => url === LOG_URL)
    .map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { action: string }).action);
}

afterEach(() => resetNavigationLog());

describe('navigation logging', () => {
  it('records each page a signed-in user arrives on, without the query, and not the "/" redirected from', async () => {
    const server = stubServer(buildStaffSession());
    const router = renderAppAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/dashboard'));
    await waitFor(() => expect(navigationActions(server.fetch.mock.calls)).toEqual(['/staff/dashboard']));
    await router.navigate({ to: '/staff/inbox', search: { archive: true } as never });
    await waitFor(() =>
      expect(navigationActions(server.fetch.mock.calls)).toEqual(['/staff/dashboard', '/staff/inbox']),
    );
  });

  it('records nothing on the sign-in page', async () => {
    const server = stubServer(null);
    renderAppAt('/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(navigationActions(server.fetch.mock.calls)).toEqual([]);
  });

  it('does not sign the user out when the log call is refused', async () => {
    const server = stubServer(buildStaffSession());
    const original = server.fetch.getMockImplementation();
    server.fetch.mockImplementation((url: string) =>
      url === LOG_URL ? Promise.resolve(problemResponse(401, 'No')) : original!(url),
    );
    const router = renderAppAt('/staff/dashboard');
    await waitFor(() => expect(navigationActions(server.fetch.mock.calls)).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/staff/dashboard');
  });
});
