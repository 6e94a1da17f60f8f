import { z } from 'zod';

/**
 * A search value read as text. TanStack Router parses `?id=123` to a number and `?x=true` to a boolean; links
 * built with buildQueryString are plain text, so both shapes are accepted.
 */
export const searchText = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);

/** A `=true` flag, accepted as the boolean TanStack Router parses or as the text "true". */
export const searchFlag = z
  .union([z.boolean(), z.string()])
  .transform((value) => value === true || value === 'true')
  .optional()
  .catch(undefined);

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
