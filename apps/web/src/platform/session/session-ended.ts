/**
 * Thrown by a signed-in screen whose session ended while it was shown: a sign-out (here or in another tab), or the
 * server ending it. Expected, not a fault: the error view says the session ended and reports nothing, while the
 * route guards (or the sign-out itself) take the person to the sign-in page.
 */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError';

  constructor() {
    super('Your session has ended');
  }
}

export function isSessionEndedError(error: unknown): error is SessionEndedError {
  return error instanceof SessionEndedError;
}
