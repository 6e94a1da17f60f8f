import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readSearchValue,
  searchDate,
  searchFlag,
  searchOneOf,
  searchPage,
  searchSchema,
  searchText,
  searchUuid,
} from './search-values.ts';

describe('search fields', () => {
  it('reads text from the shapes TanStack Router parses a query value to', () => {
    expect(searchText('Kasayulie')).toBe('Kasayulie');
    expect(searchText(123)).toBe('123');
    expect(searchText(true)).toBe('true');
    expect(searchText({ a: 1 })).toBeUndefined();
    expect(searchText(null)).toBeUndefined();
  });

  it('reads a flag: true only for true or "true"', () => {
    expect(searchFlag(true)).toBe(true);
    expect(searchFlag('true')).toBe(true);
    expect(searchFlag('yes')).toBe(false);
    expect(searchFlag(false)).toBe(false);
    expect(searchFlag(1)).toBeUndefined();
  });

  it('reads a page number of 1 or more, and nothing else', () => {
    expect(searchPage(2)).toBe(2);
    expect(searchPage('3')).toBe(3);
    for (const bad of [0, -2, 1.5, 'x', '', null, undefined, [], {}, Number.POSITIVE_INFINITY])
      expect(searchPage(bad)).toBeUndefined();
    fc.assert(fc.property(fc.integer({ min: 1 }), (n) => searchPage(String(n)) === n));
  });

  it('reads one of a list, real dates and UUIDs', () => {
    expect(searchOneOf(['a', 'b'])('b')).toBe('b');
    expect(searchOneOf(['a', 'b'])('c')).toBeUndefined();
    expect(searchDate('2024-02-29')).toBe('2024-02-29');
    expect(searchDate('2026-02-30')).toBeUndefined();
    expect(searchUuid('0190A5B4-0000-7000-8000-000000000001')).toBe('0190A5B4-0000-7000-8000-000000000001');
    expect(searchUuid('0190a5b4')).toBeUndefined();
  });
});

describe('searchSchema', () => {
  const Search = searchSchema({ q: searchText, page: searchPage });

  it('keeps the values that fit and leaves out the rest, so an old or hand-edited link still opens', () => {
    expect(Search.parse({ q: 'elders', page: 'x', other: 'kept out' })).toStrictEqual({ q: 'elders' });
    expect(Search.parse({})).toStrictEqual({});
  });

  it('extends with more fields, the later one winning', () => {
    const Wider = Search.extend({ page: searchText, open: searchFlag });
    expect(Wider.parse({ page: 'x', open: 'true' })).toStrictEqual({ page: 'x', open: true });
    expect(Object.keys(Wider.fields)).toEqual(['q', 'page', 'open']);
  });

  it('reads what readSearchValue reads from a query string', () => {
    const params = new URLSearchParams('q=a%20b&page=4');
    expect(
      Search.parse({ q: readSearchValue(params, 'q'), page: readSearchValue(params, 'page') }),
    ).toStrictEqual({
      q: 'a b',
      page: 4,
    });
  });
});
