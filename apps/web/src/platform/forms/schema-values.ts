import { formatPhone, isoToDateInput, parseDateInput, phoneDigits } from '@casework/contract';
import {
  enumValueFromText,
  fieldKind,
  labelOf,
  enumOptions,
  propertiesOf,
  type JsonSchema,
} from './json-schema.ts';

/** What the inputs hold: dates as typed MM/DD/YYYY, phones as digits, enums and numbers as text. */
export type Draft = Record<string, unknown>;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function hasText(draft: Draft): boolean {
  return Object.values(draft).some((v) =>
    typeof v === 'string'
      ? v.trim() !== ''
      : typeof v === 'object' && v !== null
        ? hasText(v as Draft)
        : false,
  );
}

/** The input state for a stored value. */
export function toDraft(schema: JsonSchema, value: unknown): Draft {
  const source = asRecord(value);
  const draft: Draft = {};
  for (const [key, prop] of propertiesOf(schema)) {
    const v = source[key];
    switch (fieldKind(key, prop)) {
      case 'object':
        draft[key] = toDraft(prop, v);
        break;
      case 'boolean':
        // A question nobody answered starts with nothing selected, whatever a schema default says: saving the
        // form must not turn a guess into a recorded answer.
        draft[key] = typeof v === 'boolean' ? v : undefined;
        break;
      case 'date':
        draft[key] = typeof v === 'string' ? (isoToDateInput(v.slice(0, 10)) ?? v) : '';
        break;
      case 'phone':
        draft[key] = typeof v === 'string' ? phoneDigits(v) : '';
        break;
      default:
        draft[key] = v === undefined || v === null ? '' : String(v as string);
    }
  }
  return draft;
}

export interface ReadDraftResult {
  values: Record<string, unknown>;
  /** Problems found before sending, keyed by dotted path. */
  errors: Record<string, string>;
}

/**
 * The typed values of the inputs: text trimmed (SPEC §5), empty text left out, dates as YYYY-MM-DD, integers as
 * numbers, enum values in their schema type, nested objects left out when empty. Required fields are checked.
 */
export function fromDraft(schema: JsonSchema, draft: Draft, path = ''): ReadDraftResult {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, prop] of propertiesOf(schema)) {
    if (prop.readOnly) continue;
    const at = path === '' ? key : `${path}.${key}`;
    const raw = draft[key];
    const kind = fieldKind(key, prop);
    let value: unknown;
    if (kind === 'object') {
      const inner = fromDraft(prop, asRecord(raw), at);
      const typedSomething = hasText(asRecord(raw));
      // An optional group left blank is simply not given; once something is typed its own required fields count.
      if (typedSomething || required.has(key)) Object.assign(errors, inner.errors);
      value = typedSomething ? inner.values : undefined;
    } else if (kind === 'boolean') {
      value = typeof raw === 'boolean' ? raw : undefined;
    } else {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (text === '') value = undefined;
      else if (kind === 'date') {
        value = parseDateInput(text);
        if (value === null) errors[at] = 'Enter a real date as MM/DD/YYYY';
      } else if (kind === 'integer' || kind === 'number') {
        const n = Number(text);
        if (!Number.isFinite(n) || (kind === 'integer' && !Number.isInteger(n))) {
          errors[at] = kind === 'integer' ? 'Enter a whole number' : 'Enter a number';
        } else value = n;
      } else if (kind === 'enum') value = enumValueFromText(prop, text);
      else if (kind === 'phone') value = phoneDigits(text);
      else value = text;
    }
    if (value === undefined) {
      if (required.has(key) && !(at in errors)) errors[at] = `${labelOf(key, prop)} is required`;
    } else if (value !== null) values[key] = value;
  }
  return { values, errors };
}

/** A stored value as a person reads it. */
export function displayValue(key: string, schema: JsonSchema, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  switch (fieldKind(key, schema)) {
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'date':
      return typeof value === 'string'
        ? (isoToDateInput(value.slice(0, 10)) ?? value)
        : String(value as string);
    case 'phone':
      return typeof value === 'string' ? formatPhone(value) : String(value as string);
    case 'enum': {
      const option = enumOptions(schema)?.find((o) => o.value === String(value as string));
      return option?.label ?? String(value as string);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string);
  }
}
