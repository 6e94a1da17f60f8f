import type { AppSession } from '@casework/contract';
import { answerSchema, objectOf, text } from '../api/answer-checks.ts';
import {
  CsrfAnswer,
  DEFAULT_SIGNOUT_URL,
  ProvidersAnswer,
  SessionAnswer,
  type AuthProvider,
} from '../api/startup-answers.ts';

/** The Auth.js endpoints (SPEC §7 "Auth client"). */
export const AUTH_BASE_PATH = '/api/auth';
export { DEFAULT_SIGNOUT_URL, type AuthProvider };

export type AuthProviders = Record<string, AuthProvider>;

const RedirectAnswer = answerSchema(objectOf({ url: text }));

export class AuthRequestError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = status;
  }
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${AUTH_BASE_PATH}${path}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new AuthRequestError(`${path} answered ${response.status}`, response.status);
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/**
 * GET /api/auth/session: the session, or null when signed out. Signed out is `null`, `{}` or any body without an
 * access token. Throws when the server cannot be reached or fails.
 */
export async function fetchSession(): Promise<AppSession | null> {
  const body = await getJson('/session');
  if (typeof body !== 'object' || body === null || !('accessToken' in body) || !body.accessToken) return null;
  const parsed = SessionAnswer.safeParse(body);
  if (!parsed.success) throw new AuthRequestError('The session answer has an unexpected shape', 200);
  return parsed.data;
}

export async function fetchCsrfToken(): Promise<string> {
  return CsrfAnswer.parse(await getJson('/csrf')).csrfToken;
}

export async function fetchProviders(): Promise<AuthProviders> {
  const body = await getJson('/providers');
  return body === null ? {} : ProvidersAnswer.parse(body);
}

export interface AuthFormAnswer {
  status: number;
  /** The redirect URL Auth.js answered with (X-Auth-Return-Redirect), when the answer was 2xx. */
  url: string | null;
  response: Response;
}

/** POSTs a form to an Auth.js endpoint and asks for the redirect URL as JSON instead of a redirect. */
export async function postAuthForm(path: string, fields: Record<string, string>): Promise<AuthFormAnswer> {
  const response = await fetch(`${AUTH_BASE_PATH}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Auth-Return-Redirect': '1',
      Accept: 'application/json',
    },
    body: new URLSearchParams(fields),
  });
  if (!response.ok) return { status: response.status, url: null, response };
  const parsed = RedirectAnswer.safeParse(await response.json().catch(() => null));
  return { status: response.status, url: parsed.success ? parsed.data.url : null, response };
}

/** POST /api/auth/signout without following its redirect. Resolves even when the server could not be reached. */
export async function requestSignOut(callbackUrl: string): Promise<void> {
  try {
    const csrfToken = await fetchCsrfToken();
    await postAuthForm('/signout', { csrfToken, callbackUrl });
  } catch {
    // The local sign-out still happens; the server session ends at its own timeout.
  }
}

/** The `error` query value of an Auth.js redirect URL such as "/sign-in?error=CredentialsSignin". */
export function authErrorFromUrl(url: string): string | null {
  try {
    return new URL(url, 'http://casework.invalid').searchParams.get('error');
  } catch {
    return null;
  }
}
