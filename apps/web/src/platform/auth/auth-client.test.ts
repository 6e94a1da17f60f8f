import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../test/fixtures.ts';
import { calledInit, jsonResponse } from '../../test/responses.ts';
import { authErrorFromUrl, fetchProviders, fetchSession } from './auth-client.ts';

function answerSession(body: string, status = 200) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchSession', () => {
  it.each([
    ['null', 'null'],
    ['an empty object', '{}'],
    ['a body without accessToken', JSON.stringify({ user: { name: 'x' }, expires: '2030-01-01' })],
    ['an empty body', ''],
  ])('treats %s as signed out', async (_what, body) => {
    answerSession(body);
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('returns the session with cookies included', async () => {
    const session = buildStaffSession();
    const fetchMock = answerSession(JSON.stringify(session));
    await expect(fetchSession()).resolves.toEqual(session);
    expect(calledInit(fetchMock).credentials).toBe('include');
  });

  it('fills a missing API base address and sign-out URL with safe defaults', async () => {
    const { apiBaseUrl: _base, signoutURL: _url, ...partial } = buildStaffSession();
    answerSession(JSON.stringify(partial));
    await expect(fetchSession()).resolves.toMatchObject({
      apiBaseUrl: '/api/v1',
      signoutURL: '/sign-in?error=SessionRequired',
    });
  });

  it('throws when the server fails, so a blip does not sign anyone out', async () => {
    answerSession('oops', 503);
    await expect(fetchSession()).rejects.toThrow();
  });
});

describe('fetchProviders', () => {
  it('lists the providers, including an OIDC provider when configured', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse({
            credentials: { id: 'credentials', name: 'Credentials', type: 'credentials' },
            oidc: { id: 'oidc', name: 'Entra ID', type: 'oidc', signinUrl: '/api/auth/signin/oidc' },
          }),
        ),
      ),
    );
    const providers = await fetchProviders();
    expect(providers.oidc).toMatchObject({ id: 'oidc', name: 'Entra ID' });
  });
});

describe('authErrorFromUrl', () => {
  it('reads the error code of an Auth.js redirect URL', () => {
    expect(authErrorFromUrl('http://localhost:3000/sign-in?error=CredentialsSignin&code=credentials')).toBe(
      'CredentialsSignin',
    );
    expect(authErrorFromUrl('/staff/dashboard')).toBeNull();
  });
});
