import { titleForStatus } from '@casework/contract';

/** Status used for answers that never arrived (cancelled or network failure). */
export const NO_RESPONSE_STATUS = 0;
export const REQUEST_ABORTED_MESSAGE = 'Request aborted';
export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';

export interface ApiErrorInit {
  url: string;
  status: number;
  statusText?: string;
  body?: unknown;
  message?: string;
  aborted?: boolean;
  cause?: unknown;
}

/** SPEC §8: an error answer (or a request that got none) with url, status, statusText and body. */
export class ApiError extends Error {
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  /** True when the request was cancelled before an answer arrived. */
  readonly aborted: boolean;

  constructor(init: ApiErrorInit) {
    const statusText = init.statusText ?? titleForStatus(init.status);
    super(init.message ?? displayText(init.body, init.status, statusText), { cause: init.cause });
    this.name = 'ApiError';
    this.url = init.url;
    this.status = init.status;
    this.statusText = statusText;
    this.body = init.body;
    this.aborted = init.aborted ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The error for a cancelled request (SPEC §8: "Request aborted"). */
export function requestAbortedError(url: string, cause?: unknown): ApiError {
  return new ApiError({
    url,
    status: NO_RESPONSE_STATUS,
    statusText: REQUEST_ABORTED_MESSAGE,
    message: REQUEST_ABORTED_MESSAGE,
    aborted: true,
    cause,
  });
}

function detailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return undefined;
  const detail = (body as { detail: unknown }).detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

// SPEC §8: the body's detail, else a string body, else "<status> <statusText>".
function displayText(body: unknown, status: number, statusText: string): string {
  const detail = detailOf(body);
  if (detail !== undefined) return detail;
  if (typeof body === 'string' && body.trim() !== '') return body;
  return `${status} ${statusText}`;
}

/** The sentence to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.aborted) return REQUEST_ABORTED_MESSAGE;
    if (error.status === NO_RESPONSE_STATUS) return error.message;
    return displayText(error.body, error.status, error.statusText);
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong. Please try again.';
}

/** The problem's `code` ("participant.duplicate", "idempotency.completed"), when the error is an answer carrying one. */
export function problemCode(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const code = (error.body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Field-level messages of a validation problem (`errors[]` of the problem details), keyed by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const item of errors) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in result))
      result[field] = message;
  }
  return result;
}
