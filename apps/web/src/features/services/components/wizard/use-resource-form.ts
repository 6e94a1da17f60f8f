import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorMessage, isApiError } from '../../../../platform/api/api-error.ts';
import { fieldErrorsOf, unplacedErrors, withoutFields } from '../../../../platform/forms/server-errors.ts';
import { useFocusFirstInvalid } from '../../../../platform/forms/focus-first-invalid.ts';
import { useClientChecks, useFieldsChangedSince } from '../../../../platform/ui/form-errors.ts';
import { useWizardForm, type SaveOutcome } from './wizard-forms.tsx';

/** An error whose field messages are already keyed by the form's field names (e.g. "physical.postalCode"). */
export class FormFieldsError extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string>) {
    super(message);
    this.name = 'FormFieldsError';
    this.fields = fields;
  }
}

/** The server's field errors of a failed request, keyed by the form's names: `prefix` + the body's field. */
export function prefixedFieldErrors(error: unknown, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([k, v]) => [`${prefix}${k}`, v]));
}

/** The first message per field of a failed parse, keyed by the field's path ("name", "physical.city"). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key !== '' && !(key in result)) result[key] = issue.message;
  }
  return result;
}

function serverFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof FormFieldsError) return error.fields;
  const fields = fieldErrorsOf(error);
  // A taken name answers 409 with a detail but often without field errors: it belongs next to the name.
  if (isApiError(error) && error.status === 409 && Object.keys(fields).length === 0)
    return { name: errorMessage(error) };
  return fields;
}

/** Whether the value at `path` ("physical.city") of `input` is missing or blank text. */
function blankAt(input: unknown, path: string): boolean {
  let value = input;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The fields of `key` that differ between two values: its parts for an object (an address), else itself. */
function changedFields(key: string, before: unknown, after: unknown): string[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isRecord(before) || !isRecord(after)) return Object.is(before, after) ? [] : [key];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((part) => !Object.is(before[part], after[part]))
    .map((part) => `${key}.${part}`);
}

export interface ResourceFormOptions<V, S extends z.ZodType, R> {
  /** What the form starts with; "dirty" means the values differ from these. */
  initial: V;
  /** Checks the request body on the client with the contract's own schema (same messages as the server). */
  schema: S;
  /** The form's values as the schema's input (e.g. "" ages as null). */
  toInput?: (values: V) => unknown;
  /** Checks the schema cannot make (a date typed as MM/DD/YYYY), keyed by field. */
  check?: (values: V) => Record<string, string>;
  /** Better words for a required field left empty (blank), keyed by field. */
  requiredMessages?: Record<string, string>;
  /** Sends the checked body. */
  submit: (body: z.output<S>) => Promise<R>;
  onSaved?: (result: R) => void;
  /** The fields the form shows; server errors for other fields are listed above the buttons. */
  fields: readonly string[];
  /** "Save and continue" saves this form even when nothing was typed. */
  mustSave?: boolean;
  /** The service id a save created, for the wizard's next step. */
  createdServiceId?: (result: R) => string | undefined;
}

/**
 * A form of the directory editor: its values, client checks with the contract schema, the server's field errors,
 * focus on the first field in error, and its place in the wizard (dirty warning, "Save and continue").
 */
export function useResourceForm<V extends object, S extends z.ZodType, R>(
  options: ResourceFormOptions<V, S, R>,
) {
  const [values, setValues] = useState<V>(options.initial);
  const [baseline] = useState(() => JSON.stringify(options.initial));
  const [serverError, setServerError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  // The form element's id: after a failed save the first field in error gets the focus.
  const formId = useId();
  const refused = useFocusFirstInvalid(() => document.getElementById(formId));
  const dirty = JSON.stringify(values) !== baseline;

  // The contract's checks of the values as they are now: shown at a save, then checked again as they are corrected.
  const input = options.toInput ? options.toInput(values) : values;
  const parsed = options.schema.safeParse(input);
  const problems = parsed.success ? {} : issuesByField(parsed.error);
  for (const field of Object.keys(problems)) {
    const better = options.requiredMessages?.[field];
    if (better && blankAt(input, field)) problems[field] = better;
  }
  Object.assign(problems, options.check?.(values));
  const checks = useClientChecks(problems);

  // The server's errors go from a field as soon as it is changed; a new refusal shows all of its own.
  const { changed, markChanged } = useFieldsChangedSince(serverError);
  const server = serverFieldErrors(serverError);
  const current = withoutFields(server, changed);
  const errorFor = (field: string): string | undefined => checks.errors[field] ?? current[field];
  const unplaced = unplacedErrors(server, options.fields);
  const placed = Object.keys(server).length > unplaced.length;
  const formError =
    serverError === null
      ? null
      : unplaced.length > 0
        ? unplaced.join(' ')
        : placed
          ? null
          : errorMessage(serverError);

  function validate(): z.output<S> | null {
    if (!checks.passes() || !parsed.success) return null;
    return parsed.data as z.output<S>;
  }

  async function save(): Promise<SaveOutcome> {
    if (saving) return { ok: false };
    const body = validate();
    if (body === null) {
      setServerError(null);
      refused();
      return { ok: false };
    }
    setSaving(true);
    try {
      const result = await options.submit(body);
      setServerError(null);
      options.onSaved?.(result);
      const serviceId = options.createdServiceId?.(result);
      return serviceId === undefined ? { ok: true } : { ok: true, serviceId };
    } catch (error) {
      setServerError(error);
      refused();
      return { ok: false };
    } finally {
      setSaving(false);
    }
  }

  useWizardForm({ dirty, mustSave: options.mustSave ?? false, save });

  function set<K extends keyof V & string>(key: K, value: V[K]) {
    markChanged(...changedFields(key, values[key], value));
    setValues((current) => ({ ...current, [key]: value }));
  }

  /** The value, typing and error of a text field, to spread on a TextInput or Textarea. */
  function text<K extends keyof V & string>(key: K) {
    return {
      value: values[key],
      onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value as V[K]),
      error: errorFor(key),
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // A form in a dialog sits inside another form in the React tree: its submit is its own.
    event.stopPropagation();
    void save();
  }

  return { values, set, text, setValues, errorFor, formError, dirty, saving, save, onSubmit, formId };
}

export type ResourceForm<V> = Pick<
  ReturnType<typeof useResourceForm<V & object, z.ZodType, unknown>>,
  'values' | 'set' | 'text' | 'errorFor' | 'formError' | 'dirty' | 'saving' | 'save' | 'onSubmit' | 'formId'
>;
