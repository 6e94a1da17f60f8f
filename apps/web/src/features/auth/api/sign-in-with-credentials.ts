import { trimInputs } from '@casework/contract';
import { authErrorFromUrl, fetchCsrfToken, postAuthForm } from '../../../platform/auth/auth-client.ts';
import { authErrorMessage } from '../auth-error-messages.ts';

export const WRONG_CREDENTIALS_MESSAGE = 'The e-mail or password is not right.';
export const SIGN_IN_FAILED_MESSAGE = 'Signing in did not work. Please try again.';
/**
 * Said after every wrong e-mail or password alike, so it reveals nothing about who has an account; the server counts
 * failures per e-mail address whether or not an account has it. No number: the limit and the pause are the server's
 * settings (SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MINUTES), which the web app is not told.
 */
export const LOCKOUT_HINT =
  'After several wrong passwords in a row, signing in with that e-mail address is paused for a while.';

/** hint: a second, quieter sentence under the message. */
export type SignInOutcome = { ok: true } | { ok: false; message: string; hint?: string };

const WRONG_CREDENTIALS: SignInOutcome = {
  ok: false,
  message: WRONG_CREDENTIALS_MESSAGE,
  hint: LOCKOUT_HINT,
};

export interface CredentialsInput {
  email: string;
  password: string;
  /** Where Auth.js is told to go afterwards; the app navigates itself. */
  callbackUrl: string;
}

/** Retry-After is seconds or an HTTP date; the sentence rounds up to whole minutes. */
export function tooManyAttemptsMessage(retryAfter: string | null, now: number = Date.now()): string {
  let seconds = Number.NaN;
  if (retryAfter !== null && retryAfter.trim() !== '') {
    seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : (Date.parse(retryAfter) - now) / 1000;
  }
  if (!Number.isFinite(seconds)) return 'Too many attempts. Try again in a few minutes.';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Signs in with e-mail and password through Auth.js, without following its redirect. */
export async function signInWithCredentials(input: CredentialsInput): Promise<SignInOutcome> {
  // SPEC §5: inputs are trimmed — but never the password, whose spaces are part of it.
  const { email } = trimInputs({ email: input.email });
  try {
    const csrfToken = await fetchCsrfToken();
    const answer = await postAuthForm('/callback/credentials', {
      csrfToken,
      email,
      password: input.password,
      callbackUrl: input.callbackUrl,
    });
    if (answer.status === 429) {
      return { ok: false, message: tooManyAttemptsMessage(answer.response.headers.get('Retry-After')) };
    }
    if (answer.status === 401) return WRONG_CREDENTIALS;
    if (answer.url === null) return { ok: false, message: SIGN_IN_FAILED_MESSAGE };
    const code = authErrorFromUrl(answer.url);
    if (code === null) return { ok: true };
    // Unknown user and wrong password read the same, so the answer does not reveal who has an account.
    if (code === 'CredentialsSignin' || code === 'credentials') return WRONG_CREDENTIALS;
    return { ok: false, message: authErrorMessage(code) ?? SIGN_IN_FAILED_MESSAGE };
  } catch {
    return { ok: false, message: 'Casework could not be reached. Check your connection and try again.' };
  }
}
