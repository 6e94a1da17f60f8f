import { STORAGE_KEY_PREFIX, STORAGE_KEYS } from '@casework/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../test/fixtures.ts';
import { calledInit, calledUrl, jsonResponse } from '../../test/responses.ts';
import { createUnauthorizedHandler, signOut } from './sign-out.ts';

function authServer() {
  return vi.fn((input: string) =>
    Promise.resolve(
      input.endsWith('/csrf')
        ? jsonResponse({ csrfToken: 'csrf-1' })
        : jsonResponse({ url: 'http://x/sign-in' }),
    ),
  );
}

describe('signOut', () => {
  it('posts the Auth.js sign-out form, forgets the user, tells other tabs and goes to /sign-in', async () => {
    const fetchMock = authServer();
    vi.stubGlobal('fetch', fetchMock);
    window.localStorage.setItem(STORAGE_KEYS.staffUser, '{}');
    window.localStorage.setItem(`${STORAGE_KEY_PREFIX}recentParticipants`, '[{"name":"Lena Andrews"}]');
    const store = { broadcast: vi.fn() };
    const navigate = vi.fn();
    await signOut(store, navigate);
    expect(calledUrl(fetchMock, 1)).toBe('/api/auth/signout');
    const init = calledInit(fetchMock, 1);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Auth-Return-Redirect': '1',
    });
    expect(String(init.body)).toBe('csrfToken=csrf-1&callbackUrl=%2Fsign-in');
    expect(window.localStorage.getItem(STORAGE_KEYS.staffUser)).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_KEY_PREFIX}recentParticipants`)).toBeNull();
    expect(store.broadcast).toHaveBeenCalledWith('signout');
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('still signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const navigate = vi.fn();
    await signOut({ broadcast: vi.fn() }, navigate);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });
});

describe('createUnauthorizedHandler', () => {
  it('signs out without redirect, then goes to the session sign-out URL', async () => {
    const fetchMock = authServer();
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    const handle = createUnauthorizedHandler({ store: { broadcast: vi.fn() }, navigate });
    handle(buildStaffSession({ signoutURL: '/sign-in?error=SessionRequired&callbackUrl=%2Fstaff%2Finbox' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(calledUrl(fetchMock, 1)).toBe('/api/auth/signout');
    expect(navigate).toHaveBeenCalledWith('/sign-in?error=SessionRequired&callbackUrl=%2Fstaff%2Finbox');
  });

  it('signs out once when several requests fail together', async () => {
    const fetchMock = authServer();
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    const handle = createUnauthorizedHandler({ store: { broadcast: vi.fn() }, navigate });
    handle(buildStaffSession());
    handle(buildStaffSession());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(2); // one csrf, one sign-out
  });

  it('goes to the default sign-in URL when there was no session', async () => {
    vi.stubGlobal('fetch', authServer());
    const navigate = vi.fn();
    createUnauthorizedHandler({ store: { broadcast: vi.fn() }, navigate })(null);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/sign-in?error=SessionRequired'));
  });
});
