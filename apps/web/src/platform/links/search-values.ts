import { isValidIsoDate } from '@casework/contract';

/*
 * Search parameters are read without zod: every route's validateSearch runs in the start-up code, and zod would
 * add ~30 kB gzip to every page (decision 017). A field reader turns one raw value into its type, or undefined
 * when the value is missing or does not fit: an old or hand-edited link still opens, without the odd value.
 */

/** Reads one raw search value (a string, or the number or boolean TanStack Router parsed it to). */
export type SearchField<T> = (value: unknown) => T | undefined;

export type SearchFields = Record<string, SearchField<unknown>>;

/** The values a set of field readers reads: each one optional. */
type SearchValues<F extends SearchFields> = {
  [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never;
};

/** The typed search of a route's search schema. */
export type SearchOf<S> = S extends SearchSchema<infer F> ? SearchValues<F> : never;

/** A route's search parameters: `parse` for validateSearch, `extend` to add fields, as with a zod object. */
export interface SearchSchema<F extends SearchFields> {
  readonly fields: F;
  parse(search: Readonly<Record<string, unknown>>): SearchValues<F>;
  extend<G extends SearchFields>(more: G): SearchSchema<Omit<F, keyof G> & G>;
}

export function searchSchema<F extends SearchFields>(fields: F): SearchSchema<F> {
  return {
    fields,
    parse(search) {
      const out: Record<string, unknown> = {};
      for (const [key, read] of Object.entries(fields)) {
        const value = read(search[key]);
        if (value !== undefined) out[key] = value;
      }
      return out as SearchValues<F>;
    },
    extend: (more) => searchSchema({ ...fields, ...more }),
  };
}

/**
 * A search value read as text. TanStack Router parses `?id=123` to a number and `?x=true` to a boolean; links
 * built with buildQueryString are plain text, so both shapes are accepted.
 */
export const searchText: SearchField<string> = (value) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;

/** A `=true` flag, accepted as the boolean TanStack Router parses or as the text "true"; any other text is false. */
export const searchFlag: SearchField<boolean> = (value) =>
  typeof value === 'boolean' ? value : typeof value === 'string' ? value === 'true' : undefined;

/** A 1-based page number; anything else (0, -2, "x", 1.5) is left out, which means the first page. */
export const searchPage: SearchField<number> = (value) => {
  if (value === undefined || value === null || typeof value === 'object') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** One of the given values, exactly. */
export function searchOneOf<const V extends readonly string[]>(values: V): SearchField<V[number]> {
  return (value) => (typeof value === 'string' && values.includes(value) ? value : undefined);
}

/** A calendar day, YYYY-MM-DD, that exists. */
export const searchDate: SearchField<string> = (value) =>
  typeof value === 'string' && isValidIsoDate(value) ? value : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID, as the API's ids are. */
export const searchUuid: SearchField<string> = (value) =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

export type SearchInput = string | URLSearchParams | Readonly<Record<string, unknown>>;

/** Reads one value from a query string, URLSearchParams or a parsed search object, as text. */
export function readSearchValue(search: SearchInput, key: string): string | null {
  if (typeof search === 'string' || search instanceof URLSearchParams) {
    const params = typeof search === 'string' ? new URLSearchParams(search) : search;
    return params.get(key);
  }
  const value = search[key];
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : String(value as string | number | boolean);
}

/** Splits "/a/b?x=1#h" into its path, its query parameters and its hash. */
export function splitHref(href: string): { pathname: string; params: URLSearchParams; hash: string } {
  const url = new URL(href, 'http://casework.invalid');
  return { pathname: url.pathname, params: url.searchParams, hash: url.hash };
}

export function joinHref(pathname: string, params: URLSearchParams, hash = ''): string {
  const query = params.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}${hash}`;
}
