import { useState } from 'react';
import { errorMessage, isApiError } from '../api/api-error.ts';
import { belongsToField, fieldErrorsOf, unplacedErrors, withoutFields } from '../forms/server-errors.ts';

export interface FormErrorsInput {
  /** The failed request, if any. */
  error: unknown;
  /** The fields the form shows; the server's errors for any other field are not lost but listed above the buttons. */
  fields: readonly string[];
  /** The form's own checks, keyed by field: they win over the server's. */
  clientErrors?: Record<string, string>;
  /** A 409 Conflict with no error for this field (a name already taken) is shown next to it. */
  conflictField?: string;
  /**
   * The fields changed since the server refused them (`useFieldsChangedSince(error).changed`): its errors about them
   * no longer describe what is there, so they are not shown.
   */
  changed?: readonly string[];
}

export interface FormErrors {
  /** The message for one field: the form's own, else the server's for it or for a part of it ("eventTypes.3"). */
  errorFor: (field: string) => string | undefined;
  /** What failed without a field to show it on, for the "Not saved" alert; null when nothing did. */
  problem: string | null;
}

/** Where each error of a form goes: next to its field, or above the buttons when it has no field. */
export function formErrors({
  error,
  fields,
  clientErrors = {},
  conflictField,
  changed = [],
}: FormErrorsInput): FormErrors {
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
  const current = withoutFields(server, changed);
  return {
    errorFor: (field) =>
      clientErrors[field] ??
      current[field] ??
      Object.entries(current).find(([key]) => belongsToField(key, field))?.[1],
    problem,
  };
}

export interface FieldsChangedSince {
  /** The fields changed since the last refusal, as marked; empty again once a new refusal comes. */
  changed: readonly string[];
  /** Marks fields as changed by the person ("phones.0" stands for its parts too): their server errors go. */
  markChanged: (...fields: string[]) => void;
}

const NONE: readonly string[] = [];

/**
 * Which fields the person changed since the server refused the form, so that a refusal goes from a field as soon as
 * that field is corrected rather than when the form is sent again. `refusal` is what identifies the last refusal: the
 * failed request's error (a new failure is a new object), or any value that changes with each refusal. A new refusal
 * starts again with nothing changed, so all of its errors show.
 */
export function useFieldsChangedSince(refusal: unknown): FieldsChangedSince {
  const [since, setSince] = useState<{ refusal: unknown; fields: readonly string[] }>({
    refusal: undefined,
    fields: NONE,
  });
  const changed = Object.is(since.refusal, refusal) ? since.fields : NONE;
  return {
    changed,
    markChanged: (...fields) =>
      setSince((current) => {
        const before = Object.is(current.refusal, refusal) ? current.fields : NONE;
        const added = fields.filter((field) => !before.includes(field));
        return added.length === 0 && before === current.fields
          ? current
          : { refusal, fields: [...before, ...added] };
      }),
  };
}

export interface ClientChecks {
  /** The problems, as they are now, of the fields refused at the last check: one goes once its field is right. */
  errors: Record<string, string>;
  /** At submit: shows every problem there is now, and says whether there is none (the form may be sent). */
  passes: () => boolean;
  /** When a field is left (blur): shows its problem, if it has one, from now on. */
  checkField: (field: string) => void;
}

/**
 * The form's own checks, shown once asked for (a submit, a field left) and then checked again as the person types, so
 * an error goes as soon as its field is corrected. `problems` are the checks of the values as they are now, by field;
 * a field that was right when checked shows no error while it is typed in.
 */
export function useClientChecks(problems: Record<string, string>): ClientChecks {
  const [refused, setRefused] = useState<readonly string[]>(NONE);
  return {
    errors: Object.fromEntries(Object.entries(problems).filter(([field]) => refused.includes(field))),
    passes: () => {
      const found = Object.keys(problems);
      setRefused(found);
      return found.length === 0;
    },
    checkField: (field) => {
      if (problems[field] !== undefined)
        setRefused((current) => (current.includes(field) ? current : [...current, field]));
    },
  };
}
