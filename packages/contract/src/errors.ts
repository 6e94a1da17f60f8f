/** SPEC §8: the error catalogue, status -> title. */
export const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
export const GENERIC_ERROR_TITLE = 'Generic Error';

/** The title of SPEC §8 for a status; "Generic Error" for any other non-2xx. */
export function titleForStatus(status: number): string {
  return STATUS_TITLES[status] ?? GENERIC_ERROR_TITLE;
}

/** Stable error codes. The web switches on them exhaustively. */
export const ERROR_CODES = [
  'request.invalid',
  'request.too_large',
  'request.unsupported_media_type',
  'request.rate_limited',
  'auth.unauthenticated',
  'auth.session_ended',
  'auth.forbidden',
  'route.not_found',
  'route.method_not_allowed',
  'resource.not_found',
  'resource.conflict',
  'server.error',
  'server.unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
