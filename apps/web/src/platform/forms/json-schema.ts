/**
 * The subset of JSON Schema the profile sections use (GET /schema/sections), and helpers to read it.
 * Feature-free: any JSON Schema object document can be rendered by SchemaForm.
 */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: readonly unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  /** A regular expression the value must match (a ZIP code's "^\\d{5}(-\\d{4})?$"). */
  pattern?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  /** Custom annotations: a sensitive field is masked until revealed. */
  'x-sensitive'?: boolean;
  sensitive?: boolean;
  [key: string]: unknown;
}

export type FieldKind =
  'object' | 'enum' | 'boolean' | 'integer' | 'number' | 'date' | 'phone' | 'email' | 'zip' | 'string';

export interface EnumOption {
  value: string;
  label: string;
}

/** Words that keys abbreviate or that keep their capitals. */
const WORDS: Record<string, string> = {
  id: 'ID',
  govt: 'government',
  cib: 'CIB',
  dob: 'date of birth',
  email: 'e-mail',
  zip: 'ZIP',
  alaska: 'Alaska',
  native: 'Native',
  american: 'American',
  indian: 'Indian',
};

/**
 * A label read off a key, for a field whose schema gives no `title`: "govtIdType" → "Government ID type",
 * "preferredEmail" → "Preferred e-mail". A field whose key reads badly as words ("mailAddressIsPhysicalAddress")
 * should carry a title instead.
 */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((w, i) => (i === 0 ? w : /^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase()))
    .map((w) => WORDS[w.toLowerCase()] ?? w);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function labelOf(key: string, schema: JsonSchema): string {
  return typeof schema.title === 'string' && schema.title.trim() !== '' ? schema.title : humanise(key);
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type.filter((t) => t !== 'null');
  return schema.type ? [schema.type] : [];
}

/** The alternatives of a oneOf/anyOf of constants, or of an enum, as options; null when it is not a choice. */
export function enumOptions(schema: JsonSchema): EnumOption[] | null {
  if (Array.isArray(schema.enum)) {
    return schema.enum
      .filter((v) => v !== null)
      .map((v) => ({ value: String(v as string), label: humaniseEnumValue(String(v as string)) }));
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (
    Array.isArray(alternatives) &&
    alternatives.length > 0 &&
    alternatives.every((a) => 'const' in a || a.type === 'null')
  ) {
    return alternatives
      .filter((a) => 'const' in a && a.const !== null)
      .map((a) => ({
        value: String(a.const as string),
        label: a.title ?? humaniseEnumValue(String(a.const as string)),
      }));
  }
  return null;
}

function humaniseEnumValue(value: string): string {
  return /^[a-z][a-zA-Z0-9-]*$/.test(value) ? humanise(value) : value;
}

const PHONE_KEY = /phone/i;

/**
 * Which input a property gets. A date, an e-mail address and a ZIP code are known by their `format` ("date", "email",
 * "zip-code"), as the contract's schemas say it, not by their names.
 */
export function fieldKind(key: string, schema: JsonSchema): FieldKind {
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) return 'object';
  if (enumOptions(schema)) return 'enum';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'zip-code') return 'zip';
  if (schema.format === 'phone' || schema.format === 'tel' || PHONE_KEY.test(key)) return 'phone';
  return 'string';
}

export function isSensitive(schema: JsonSchema): boolean {
  return schema['x-sensitive'] === true || schema.sensitive === true || schema.writeOnly === true;
}

/** The type of enum values (numbers come back as numbers). */
export function enumValueFromText(schema: JsonSchema, text: string): unknown {
  const candidates = Array.isArray(schema.enum)
    ? schema.enum
    : (schema.oneOf ?? schema.anyOf ?? []).map((a) => a.const);
  return candidates.find((c) => String(c as string) === text) ?? text;
}

export function propertiesOf(schema: JsonSchema): [string, JsonSchema][] {
  return Object.entries(schema.properties ?? {});
}
