import { fieldErrors, isApiError } from './api-error.ts';

/** A 400 that refuses only the ids in the address (`params.teamId`): a malformed id names nothing that exists. */
function refusesOnlyTheAddress(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  const fields = Object.keys(fieldErrors(error));
  return fields.length > 0 && fields.every((field) => field.startsWith('params.'));
}

/**
 * SPEC §7: "a 404 is no result" — resolves to null on a 404, and on a malformed id in the address (a typed or cut
 * link), which finds nothing either; rethrows anything else.
 */
export async function orNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || refusesOnlyTheAddress(error))) return null;
    throw error;
  }
}
