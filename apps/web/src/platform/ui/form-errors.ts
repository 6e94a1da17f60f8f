import { errorMessage, isApiError } from '../api/api-error.ts';
import { fieldErrorsOf, unplacedErrors } from '../forms/server-errors.ts';

export interface FormErrorsInput {
  /** The failed request, if any. */
  error: unknown;
  /** The fields the form shows; the server's errors for any other field are not lost but listed above the buttons. */
  fields: readonly string[];
  /** The form's own checks, keyed by field: they win over the server's. */
  clientErrors?: Record<string, string>;
  /** A 409 Conflict with no error for this field (a name already taken) is shown next to it. */
  conflictField?: string;
}

export interface FormErrors {
  /** The message for one field: the form's own, else the server's for it or for a part of it ("eventTypes.3"). */
  errorFor: (field: string) => string | undefined;
  /** What failed without a field to show it on, for the "Not saved" alert; null when nothing did. */
  problem: string | null;
}

/** Where each error of a form goes: next to its field, or above the buttons when it has no field. */
export function formErrors({ error, fields, clientErrors = {}, conflictField }: FormErrorsInput): FormErrors {
  const server = fieldErrorsOf(error);
  if (conflictField && isApiError(error) && error.status === 409 && !server[conflictField])
    server[conflictField] = errorMessage(error);
  const stray = unplacedErrors(server, fields);
  const problem =
    stray.length > 0
      ? stray.join(' ')
      : error && Object.keys(server).length === 0
        ? errorMessage(error)
        : null;
  return {
    errorFor: (field) =>
      clientErrors[field] ??
      server[field] ??
      Object.entries(server).find(([key]) => key.startsWith(`${field}.`))?.[1],
    problem,
  };
}
