import type { DbOrTx } from '#src/db/client.ts';
import { AppError } from '#src/platform/errors/app-error.ts';
import { createAuthRepository } from './auth.repository.ts';
import { normaliseEmail } from './auth.service.ts';

/**
 * The refusal when an address is another account's, in one wording at the field, whichever way the address is set
 * (a staff account, a participant's sign-in, the command line). The code stays the one each route has published.
 */
export function accountEmailTaken(code: 'staff.email_taken' | 'user.email_taken', email: string): AppError {
  const message = `Another account already uses ${email}. Enter a different e-mail address.`;
  return new AppError(409, code, message, { errors: [{ field: 'body.email', message }] });
}

/**
 * An account's sign-in address changed, inside the caller's transaction: its sign-in lockout goes with it, so a change
 * never lifts a lockout (the rule is `moveSignInFailures`'s).
 */
export async function carrySignInLockout(tx: DbOrTx, fromEmail: string, toEmail: string): Promise<void> {
  await createAuthRepository(tx).moveSignInFailures(normaliseEmail(fromEmail), normaliseEmail(toEmail));
}
