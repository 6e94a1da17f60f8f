/** Auth.js error codes (SPEC §7–§8 "auth error codes") in plain words. */
const MESSAGES: Readonly<Record<string, string>> = {
  SessionRequired: 'Please sign in to continue.',
  CredentialsSignin: 'The e-mail or password is not right.',
  AccessDenied:
    'This account may not sign in to Casework. If you think that is a mistake, contact your administrator.',
  Configuration: 'Sign-in is not set up correctly on the server. Please tell your administrator.',
  MissingSecret: 'Sign-in is not set up correctly on the server. Please tell your administrator.',
  OAuthAccountNotLinked:
    'This e-mail address already signs in another way. Please sign in the way you did before.',
  OAuthSignin: 'Signing in with your organisation account could not start. Please try again.',
  OAuthSignInError: 'Signing in with your organisation account could not start. Please try again.',
  OAuthCallback: 'Signing in with your organisation account did not finish. Please try again.',
  OAuthCallbackError: 'Signing in with your organisation account did not finish. Please try again.',
  Callback: 'Signing in did not finish. Please try again.',
  Verification:
    'This sign-in link is no longer valid. It may have been used already, or it may have expired.',
  InvalidCallbackUrl: 'The sign-in link pointed somewhere Casework does not allow. Please sign in from here.',
  SessionTokenError: 'Your session could not be read. Please sign in again.',
  JWTSessionError: 'Your session could not be read. Please sign in again.',
  Default: 'Signing in did not work. Please try again.',
};

/** The sentence for an Auth.js error code; unknown codes get the default sentence, no code gives null. */
export function authErrorMessage(code: string | null | undefined): string | null {
  if (code === null || code === undefined || code.trim() === '') return null;
  return MESSAGES[code] ?? (MESSAGES.Default as string);
}

/** SessionRequired is a notice, not a failure. */
export function authErrorTone(code: string | null | undefined): 'notice' | 'error' {
  return code === 'SessionRequired' ? 'notice' : 'error';
}
