import type { ErrorCode, FieldError } from '@casework/contract';

/** An error the API answers with problem details. Throw it through the helpers below. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode | `${string}.${string}`;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: AppError['code'],
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const badRequest = (
  detail: string,
  errors?: FieldError[],
  code: AppError['code'] = 'request.invalid',
) => new AppError(400, code, detail, { errors });

export const unauthenticated = (detail = 'Sign in to use this call: send a valid access token.') =>
  new AppError(401, 'auth.unauthenticated', detail);

export const sessionEnded = () =>
  new AppError(401, 'auth.session_ended', 'Your session has ended. Sign in again to continue.');

export const forbidden = (detail = 'Your role does not allow this action.') =>
  new AppError(403, 'auth.forbidden', detail);

/** An object the caller may not see answers the same as one that does not exist. */
export const notFound = (kind: string, id?: string) =>
  new AppError(
    404,
    'resource.not_found',
    id ? `No ${kind} with id "${id}" was found.` : `No such ${kind} was found.`,
  );

export const conflict = (code: `${string}.${string}`, detail: string) => new AppError(409, code, detail);

export const tooManyRequests = (retryAfterSeconds: number, detail: string) =>
  new AppError(429, 'request.rate_limited', detail, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * A rate limit's refusal (@fastify/rate-limit's `errorResponseBuilder`) from the time left in its window: Retry-After
 * in whole seconds, and a detail saying when; `detail` gets "in 57 seconds".
 */
export function rateLimited(ttlMs: number, detail: (wait: string) => string): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return tooManyRequests(seconds, detail(`in ${seconds} second${seconds === 1 ? '' : 's'}`));
}
