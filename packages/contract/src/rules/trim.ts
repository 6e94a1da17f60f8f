function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * SPEC §5: text inputs are trimmed before being sent. Returns a copy in which every string inside plain objects
 * and arrays is trimmed; keys, numbers, booleans, null, Dates, Files and other class instances are left as they are.
 * The input is not changed, and applying it twice gives the same result as once.
 */
export function trimInputs<T>(value: T): T {
  return trimValue(value) as T;
}

function trimValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimValue);
  if (isPlainObject(value)) {
    // Object.fromEntries defines own properties, so a "__proto__" key stays a plain key.
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimValue(inner)]));
  }
  return value;
}
