import { isApiError } from './api-error.ts';

/** SPEC §7: "a 404 is no result" — resolves to null on a 404, rethrows anything else. */
export async function orNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
