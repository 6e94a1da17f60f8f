import type { ResponseSchema } from './api-client.ts';

/*
 * Checks of the few answers the start-up code reads (the session, the CSRF token, the providers, GET /auth/me and
 * the plugin list), written without zod: zod and the contract's schemas would add ~30 kB gzip to every page, and
 * these answers are needed before the first screen (decision 017). Every screen loaded later checks its answers
 * with the contract's zod schemas as before. answer-checks.test.ts holds each check to the contract's schema:
 * whatever one accepts, the other does.
 */

/** The answer is not in the shape the contract describes; `path` names the first field that is not. */
export class AnswerShapeError extends Error {
  readonly path: string;
  constructor(path: string, expected: string) {
    super(`The answer's ${path === '' ? 'body' : `"${path}"`} is not ${expected}.`);
    this.name = 'AnswerShapeError';
    this.path = path;
  }
}

/** Reads a value at `path` as T, or throws AnswerShapeError. */
export type Check<T> = (value: unknown, path: string) => T;

function at(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

export const text: Check<string> = (value, path) => {
  if (typeof value !== 'string') throw new AnswerShapeError(path, 'text');
  return value;
};

export const nonEmptyText: Check<string> = (value, path) => {
  if (typeof value !== 'string' || value === '') throw new AnswerShapeError(path, 'non-empty text');
  return value;
};

export const integer: Check<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new AnswerShapeError(path, 'a whole number');
  return value;
};

/** A whole number, 0 or more. */
export const count: Check<number> = (value, path) => {
  if (integer(value, path) < 0) throw new AnswerShapeError(path, 'a count (0 or more)');
  return value as number;
};

export const bool: Check<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new AnswerShapeError(path, 'true or false');
  return value;
};

const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/** A UUID with an RFC 9562 version and variant (or the nil or max UUID), as the contract's `Uuid`. */
export const uuid: Check<string> = (value, path) => {
  if (typeof value !== 'string' || !UUID.test(value)) throw new AnswerShapeError(path, 'a UUID');
  return value;
};

export function oneOf<const V extends readonly string[]>(values: V): Check<V[number]> {
  return (value, path) => {
    if (typeof value !== 'string' || !values.includes(value))
      throw new AnswerShapeError(path, `one of ${values.join(', ')}`);
    return value;
  };
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null ? null : check(value, path));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, path) => (value === undefined ? undefined : check(value, path));
}

/** Falls back to `fallback` when the value does not fit, as zod's `.catch`. */
export function withFallback<T>(check: Check<T>, fallback: T): Check<T> {
  return (value, path) => {
    try {
      return check(value, path);
    } catch {
      return fallback;
    }
  };
}

export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new AnswerShapeError(path, 'a list');
    // A loop, not map: map skips the holes of a sparse list, and a hole is not an item.
    const items: T[] = [];
    for (let index = 0; index < value.length; index += 1) items.push(check(value[index], at(path, index)));
    return items;
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Shape = Record<string, Check<unknown>>;
type ObjectOf<S extends Shape> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]>;
} & { [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]> };

/**
 * An object with these fields. Other fields are dropped, as a zod object drops them (`loose` keeps them, as
 * `z.looseObject`); an optional field that is absent stays absent.
 */
export function objectOf<S extends Shape>(shape: S, options: { loose?: boolean } = {}): Check<ObjectOf<S>> {
  return (value, path) => {
    if (!isPlainObject(value)) throw new AnswerShapeError(path, 'an object');
    const out: Record<string, unknown> = options.loose ? { ...value } : {};
    for (const [key, check] of Object.entries(shape)) {
      const field = check(value[key], at(path, key));
      if (field !== undefined || key in value) out[key] = field;
    }
    return out as ObjectOf<S>;
  };
}

/** A page of a list, as the contract's `pageOf`: the items and the total count. */
export function pageOf<T>(item: Check<T>): Check<{ items: T[]; total: number }> {
  return objectOf({ items: arrayOf(item), total: count });
}

export function recordOf<T>(check: Check<T>): Check<Record<string, T>> {
  return (value, path) => {
    if (!isPlainObject(value)) throw new AnswerShapeError(path, 'an object');
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, check(item, at(path, key))]));
  };
}

/** A check as the API client's `schema` (and anything else that expects `parse`/`safeParse`). */
export function answerSchema<T>(check: Check<T>): ResponseSchema<T> & {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: AnswerShapeError };
} {
  return {
    parse: (value) => check(value, ''),
    safeParse(value) {
      try {
        return { success: true, data: check(value, '') };
      } catch (error) {
        if (error instanceof AnswerShapeError) return { success: false, error };
        throw error;
      }
    },
  };
}
