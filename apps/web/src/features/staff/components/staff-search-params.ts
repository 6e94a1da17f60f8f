import {
  searchPage,
  searchSchema,
  searchText,
  type SearchOf,
} from '../../../platform/links/search-values.ts';
import type { StaffSearchInput } from '../api/get-staff-members.ts';

export const STAFF_PAGE_SIZE = 25;

/** The staff directory's filters as they sit in the URL, and the page (1-based). */
export const StaffDirectorySearch = searchSchema({
  firstName: searchText,
  lastName: searchText,
  teamName: searchText,
  role: searchText,
  page: searchPage,
});
export type StaffDirectorySearch = SearchOf<typeof StaffDirectorySearch>;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** URL filters → GET /staffMembers query: blank values left out, the page turned into take and skip. */
export function staffQueryOf(search: StaffDirectorySearch, pageSize = STAFF_PAGE_SIZE): StaffSearchInput {
  const page = search.page ?? 1;
  const query: StaffSearchInput = {
    firstName: clean(search.firstName),
    lastName: clean(search.lastName),
    teamName: clean(search.teamName),
    role: clean(search.role),
    take: pageSize,
    skip: (page - 1) * pageSize,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as StaffSearchInput;
}

/** Whether any filter (not the page) is set. */
export function hasStaffFilters(search: StaffDirectorySearch): boolean {
  return [search.firstName, search.lastName, search.teamName, search.role].some(
    (v) => clean(v) !== undefined,
  );
}

/**
 * What someone types in the staff picker, as the name searches to run (the API matches each name by its
 * beginning and ANDs them): "" → everyone; "Dan" → first name or last name "Dan…"; "Daniel Kas" → first "Daniel"
 * and last "Kas…"; "Kasayulie, Dan" → last "Kasayulie…" and first "Dan…".
 */
export function staffNameQueries(text: string): Pick<StaffSearchInput, 'firstName' | 'lastName'>[] {
  const tidy = text.trim().replace(/\s+/g, ' ');
  if (tidy === '') return [{}];
  const comma = tidy.indexOf(',');
  if (comma !== -1) {
    const lastName = tidy.slice(0, comma).trim();
    const firstName = tidy.slice(comma + 1).trim();
    if (lastName && firstName) return [{ lastName, firstName }];
    return staffNameQueries(lastName || firstName);
  }
  const words = tidy.split(' ');
  if (words.length === 1) return [{ firstName: tidy }, { lastName: tidy }];
  return [{ firstName: words[0], lastName: words.slice(1).join(' ') }];
}
