import { titleForStatus, type FieldError, type ProblemDetails } from '@casework/contract';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Builds an RFC 9457 problem-details body with the SPEC §8 title for its status. */
export function problem(
  status: number,
  code: string,
  detail: string,
  requestId: string,
  errors?: FieldError[],
): ProblemDetails {
  return {
    type: `https://casework.example/problems/${code.replaceAll('.', '/')}`,
    title: titleForStatus(status),
    status,
    detail,
    code,
    requestId,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}
