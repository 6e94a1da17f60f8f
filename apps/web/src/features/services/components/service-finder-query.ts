import { SERVICE_PAGE_SIZE, Uuid, type ServicesQuery } from '@casework/contract';
import type { ServiceSearch } from '../../../platform/links/service-search.ts';
import type { ServiceArea } from './service-links.ts';

/** The finder's state as the address holds it: the search words, the filters and the page. */
export type FinderSearch = Pick<
  ServiceSearch,
  'term' | 'categoryId' | 'city' | 'openNow' | 'departmentId' | 'page'
>;

/** An id from the address, or undefined when it is not one (a hand-edited link must not break the search). */
export function validId(value: string | undefined): string | undefined {
  return value !== undefined && Uuid.safeParse(value).success ? value : undefined;
}

/** GET /services for the finder's state. Participants only ever get active services; asking says so plainly. */
export function finderQuery(search: FinderSearch, area: ServiceArea): ServicesQuery {
  const page = search.page ?? 1;
  return {
    term: search.term?.trim() || undefined,
    categoryId: validId(search.categoryId),
    departmentId: validId(search.departmentId),
    city: search.city?.trim() || undefined,
    openNow: search.openNow ? 'true' : undefined,
    activeServices: area === 'participant' ? 'true' : undefined,
    take: SERVICE_PAGE_SIZE,
    skip: (page - 1) * SERVICE_PAGE_SIZE,
  };
}

/** The state after a change of words or filters: back to the first page. */
export function refine<S extends FinderSearch>(search: S, change: Partial<FinderSearch>): S {
  return { ...search, ...change, page: undefined };
}

/** Any filter narrows the results (the words do not count: they are the search itself). */
export function hasFilters(search: FinderSearch): boolean {
  return Boolean(validId(search.categoryId) ?? validId(search.departmentId) ?? search.city ?? search.openNow);
}

/** The state with every filter removed, the words kept. */
export function withoutFilters<S extends FinderSearch>(search: S): S {
  return refine(search, {
    categoryId: undefined,
    departmentId: undefined,
    city: undefined,
    openNow: undefined,
  });
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SERVICE_PAGE_SIZE));
}

/**
 * Only the finder's state of an address (the details page carries it too, so that its way back returns to the same
 * search, filters and page): every other value, and every empty one, left out.
 */
export function finderState(search: FinderSearch): FinderSearch {
  const { term, categoryId, city, openNow, departmentId, page } = search;
  const state = { term, categoryId, city, openNow, departmentId, page };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as FinderSearch;
}
