import { fieldErrors } from '../api/api-error.ts';

/**
 * Where in the request the server says a field is: "body", "querystring" (the URL's query), "params" (the path) or
 * "headers". "query" is kept as a name for the query too, as callers spell it.
 */
const LOCATION_PREFIX = /^(body|querystring|query|params|headers)\./;

/**
 * Field errors of a failed request, keyed by the field path without its location prefix: "body.firstName" →
 * "firstName", "querystring.reason" → "reason", "body.physicalAddress.zipCode" → "physicalAddress.zipCode".
 * `prefix` strips more ("body.data.").
 */
export function fieldErrorsOf(error: unknown, prefix = 'body.'): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    const key = field.startsWith(prefix) ? field.slice(prefix.length) : field.replace(LOCATION_PREFIX, '');
    if (!(key in result)) result[key] = message;
  }
  return result;
}

/** Errors whose field is not one of `known`: to show above the form so none is lost. */
export function unplacedErrors(errors: Record<string, string>, known: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !known.some((k) => belongsToField(field, k)))
    .map(([field, message]) => `${field}: ${message}`);
}

/** Whether the error `key` ("phones.0.number") is about `field` ("phones") or one of its parts. */
export function belongsToField(key: string, field: string): boolean {
  return key === field || key.startsWith(`${field}.`);
}

/** `errors` without those about any of `fields` or their parts: what still describes the form as it is now. */
export function withoutFields(
  errors: Record<string, string>,
  fields: readonly string[],
): Record<string, string> {
  if (fields.length === 0) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !fields.some((field) => belongsToField(key, field))),
  );
}
