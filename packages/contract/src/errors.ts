import { z } from 'zod';

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

export const FieldError = z.object({
  field: z.string().describe('Dotted path of the field, e.g. "body.email" or "query.take"'),
  message: z.string().describe('What is wrong with the field and how to fix it'),
});
export type FieldError = z.infer<typeof FieldError>;

/** RFC 9457 problem details, as every error answer of the API. */
export const ProblemDetails = z
  .object({
    type: z.string().describe('A URI naming the kind of problem'),
    title: z.string().describe('The SPEC §8 catalogue text for the status'),
    status: z.number().int(),
    detail: z.string().describe('A sentence a person can act on'),
    code: z.string().describe('Stable machine-readable code, e.g. participant.duplicate'),
    requestId: z.string(),
    errors: z.array(FieldError).optional(),
  })
  .meta({ id: 'ProblemDetails' });
export type ProblemDetails = z.infer<typeof ProblemDetails>;
