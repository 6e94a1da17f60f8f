import { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildAuthMe, buildParticipantSession, buildStaffSession } from '../../test/fixtures.ts';
import { jsonResponse } from '../../test/responses.ts';
import type { AppSession } from '@casework/contract';
import { sessionStore } from '../session/session-instance.ts';
import { createSessionStore } from '../session/session-store.ts';
import {
  redirectFromRoot,
  redirectWhenSignedIn,
  requireAdministrator,
  requireParticipant,
  requireStaff,
} from './guards.ts';
import type { RouterContext } from './router-context.ts';

function contextWith(session: AppSession | null): RouterContext {
  const store = createSessionStore({ fetchSession: () => Promise.resolve(session) });
  return { session: store, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
}

const location = { href: '/staff/inbox?thread=t1' } as ParsedLocation;

async function redirectOf(
  promise: Promise<unknown>,
): Promise<{ to?: string; href?: string; search?: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (isRedirect(error)) return error.options as { to?: string; href?: string; search?: unknown };
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('route guards', () => {
  it('sends a signed-out user to sign in with the full path and search as callbackUrl, and SessionRequired', async () => {
    const target = await redirectOf(requireStaff({ context: contextWith(null), location }));
    expect(target).toMatchObject({
      to: '/sign-in',
      search: { callbackUrl: '/staff/inbox?thread=t1', error: 'SessionRequired' },
    });
  });

  it('sends a participant on a staff URL to access denied', async () => {
    const target = await redirectOf(
      requireStaff({ context: contextWith(buildParticipantSession()), location }),
    );
    expect(target.to).toBe('/access-denied');
  });

  it('sends staff on a participant URL to access denied', async () => {
    const target = await redirectOf(
      requireParticipant({ context: contextWith(buildStaffSession()), location }),
    );
    expect(target.to).toBe('/access-denied');
  });

  it('lets staff into the staff tree and participants into theirs', async () => {
    await expect(
      requireStaff({ context: contextWith(buildStaffSession()), location }),
    ).resolves.toHaveProperty('session');
    await expect(
      requireParticipant({ context: contextWith(buildParticipantSession()), location }),
    ).resolves.toHaveProperty('session');
  });

  it('checks the Administrator role with /auth/me for admin screens', async () => {
    const session = buildStaffSession();
    sessionStore.set(session);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(buildAuthMe({ roles: ['Supervisor'] })))),
    );
    expect((await redirectOf(requireAdministrator({ context: contextWith(session), location }))).to).toBe(
      '/access-denied',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(buildAuthMe({ roles: ['Administrator'] })))),
    );
    await expect(requireAdministrator({ context: contextWith(session), location })).resolves.toHaveProperty(
      'session',
    );
  });

  it('sends "/" to the role dashboard or to sign in', async () => {
    expect((await redirectOf(redirectFromRoot({ context: contextWith(buildStaffSession()) }))).to).toBe(
      '/staff/dashboard',
    );
    expect((await redirectOf(redirectFromRoot({ context: contextWith(buildParticipantSession()) }))).to).toBe(
      '/participant/dashboard',
    );
    expect((await redirectOf(redirectFromRoot({ context: contextWith(null) }))).to).toBe('/sign-in');
  });

  it('sends a signed-in user away from sign-in to a safe callbackUrl or the dashboard', async () => {
    const context = contextWith(buildStaffSession());
    expect((await redirectOf(redirectWhenSignedIn({ context, callbackUrl: '/staff/inbox' }))).href).toBe(
      '/staff/inbox',
    );
    expect(
      (await redirectOf(redirectWhenSignedIn({ context, callbackUrl: 'https://evil.example' }))).href,
    ).toBe('/staff/dashboard');
    await expect(
      redirectWhenSignedIn({ context: contextWith(null), callbackUrl: '/x' }),
    ).resolves.toBeUndefined();
  });
});
