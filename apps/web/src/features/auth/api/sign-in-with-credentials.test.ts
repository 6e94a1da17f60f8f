import { describe, expect, it, vi } from 'vitest';
import { calledInit, calledUrl, jsonResponse, problemResponse } from '../../../test/responses.ts';
import { signInWithCredentials, tooManyAttemptsMessage } from './sign-in-with-credentials.ts';

function server(callbackAnswer: Response) {
  return vi.fn((input: string) =>
    Promise.resolve(input.endsWith('/csrf') ? jsonResponse({ csrfToken: 'csrf-1' }) : callbackAnswer),
  );
}

const input = { email: '  staff@example.org ', password: ' Casework!demo1 ', callbackUrl: '/staff/inbox' };

describe('signInWithCredentials', () => {
  it('posts the credentials form with the CSRF token and asks for the redirect as JSON', async () => {
    const fetchMock = server(jsonResponse({ url: 'http://localhost:3000/staff/inbox' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(signInWithCredentials(input)).resolves.toEqual({ ok: true });
    expect(calledUrl(fetchMock, 1)).toBe('/api/auth/callback/credentials');
    const init = calledInit(fetchMock, 1);
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Auth-Return-Redirect': '1',
    });
    const body = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(body)).toEqual({
      csrfToken: 'csrf-1',
      email: 'staff@example.org',
      password: ' Casework!demo1 ',
      callbackUrl: '/staff/inbox',
    });
  });

  it('says the e-mail or password is not right when Auth.js answers with CredentialsSignin, and warns of the pause', async () => {
    vi.stubGlobal(
      'fetch',
      server(jsonResponse({ url: 'http://x/sign-in?error=CredentialsSignin&code=credentials' })),
    );
    await expect(signInWithCredentials(input)).resolves.toEqual({
      ok: false,
      message: 'The e-mail or password is not right.',
      hint: 'After several wrong passwords in a row, signing in with that e-mail address is paused for a while.',
    });
  });

  it('gives the same answer, hint included, when the server answers 401', async () => {
    vi.stubGlobal('fetch', server(problemResponse(401, 'Unauthorized')));
    await expect(signInWithCredentials(input)).resolves.toEqual({
      ok: false,
      message: 'The e-mail or password is not right.',
      hint: 'After several wrong passwords in a row, signing in with that e-mail address is paused for a while.',
    });
  });

  it('tells how many minutes to wait after too many attempts', async () => {
    vi.stubGlobal('fetch', server(problemResponse(429, 'Slow down', {}, { 'Retry-After': '300' })));
    await expect(signInWithCredentials(input)).resolves.toEqual({
      ok: false,
      message: 'Too many attempts. Try again in 5 minutes.',
    });
  });

  it('puts other Auth.js errors in plain words', async () => {
    vi.stubGlobal('fetch', server(jsonResponse({ url: '/sign-in?error=AccessDenied' })));
    const outcome = await signInWithCredentials(input);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.message).toMatch(/may not sign in/);
  });

  it('says when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const outcome = await signInWithCredentials(input);
    expect(outcome.ok ? '' : outcome.message).toMatch(/could not be reached/);
  });
});

describe('tooManyAttemptsMessage', () => {
  it('rounds seconds up to whole minutes', () => {
    expect(tooManyAttemptsMessage('61')).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage('30')).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('reads an HTTP date', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(tooManyAttemptsMessage('Tue, 01 Jan 2030 12:10:00 GMT', now)).toBe(
      'Too many attempts. Try again in 10 minutes.',
    );
  });

  it('still says something useful without the header', () => {
    expect(tooManyAttemptsMessage(null)).toBe('Too many attempts. Try again in a few minutes.');
  });
});
