import { describe, expect, it } from 'vitest';
import {
  finderQuery,
  finderState,
  hasFilters,
  pageCount,
  refine,
  withoutFilters,
  type FinderSearch,
} from './service-finder-query.ts';
import { ageRange } from './service-format.ts';

const CATEGORY = '0190a5b4-0000-7000-8000-000000000911';

describe('finderQuery', () => {
  it('turns the address into GET /services: words trimmed, filters, 20 a page', () => {
    expect(
      finderQuery({ term: ' food ', categoryId: CATEGORY, city: 'Bethel', openNow: true, page: 3 }, 'staff'),
    ).toEqual({
      term: 'food',
      categoryId: CATEGORY,
      departmentId: undefined,
      city: 'Bethel',
      openNow: 'true',
      activeServices: undefined,
      take: 20,
      skip: 40,
    });
  });

  it('asks for active services on the participant side, and drops ids that are not ids', () => {
    const query = finderQuery({ categoryId: 'soup', departmentId: '12' }, 'participant');
    expect(query).toMatchObject({
      activeServices: 'true',
      categoryId: undefined,
      departmentId: undefined,
      skip: 0,
    });
  });
});

describe('finder state', () => {
  it('goes back to page 1 when the words or a filter change', () => {
    expect(refine({ term: 'food', page: 4 }, { city: 'Nome' })).toEqual({
      term: 'food',
      city: 'Nome',
      page: undefined,
    });
  });

  it('removes every filter but keeps the words', () => {
    const search = { term: 'food', categoryId: CATEGORY, city: 'Nome', openNow: true, page: 2 };
    expect(hasFilters(search)).toBe(true);
    const cleared = withoutFilters(search);
    expect(cleared).toMatchObject({ term: 'food' });
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared.page).toBeUndefined();
  });

  it('counts pages of 20, at least one', () => {
    expect([0, 20, 21, 45].map(pageCount)).toEqual([1, 1, 2, 3]);
  });
});

describe('service formats', () => {
  it.each([
    [18, 64, 'Ages 18-64'],
    [60, null, 'Ages 60 and over'],
    [null, 17, 'Ages up to 17'],
    [5, 5, 'Age 5'],
    [null, null, null],
  ])('ages %s to %s read "%s"', (minimumAge, maximumAge, text) => {
    expect(ageRange({ minimumAge, maximumAge })).toBe(text);
  });
});

describe('finderState', () => {
  it('keeps the words, filters and page of an address, and nothing else', () => {
    expect(
      finderState({
        serviceId: 'a',
        locationId: 'b',
        term: 'food',
        city: 'Nome',
        openNow: true,
        page: 2,
        categoryId: undefined,
      } as FinderSearch),
    ).toEqual({ term: 'food', city: 'Nome', openNow: true, page: 2 });
  });
});
