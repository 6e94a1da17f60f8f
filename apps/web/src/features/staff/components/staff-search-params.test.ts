import { describe, expect, it } from 'vitest';
import {
  StaffDirectorySearch,
  hasStaffFilters,
  staffNameQueries,
  staffQueryOf,
} from './staff-search-params.ts';

describe('staffQueryOf', () => {
  it('turns the URL filters into the GET /staffMembers query, leaving blanks out', () => {
    expect(
      staffQueryOf({ firstName: ' Dan ', lastName: '', teamName: 'Family Services', role: '  ' }),
    ).toEqual({
      firstName: 'Dan',
      teamName: 'Family Services',
      take: 25,
      skip: 0,
    });
  });

  it('turns the page into take and skip', () => {
    expect(staffQueryOf({ role: 'Team Lead', page: 3 }, 10)).toEqual({
      role: 'Team Lead',
      take: 10,
      skip: 20,
    });
  });
});

describe('StaffDirectorySearch', () => {
  it('reads values the router parsed as numbers as text and drops a bad page', () => {
    expect(StaffDirectorySearch.parse({ lastName: 42, page: 'x' })).toEqual({
      lastName: '42',
      page: undefined,
    });
    expect(StaffDirectorySearch.parse({ page: '2' })).toMatchObject({ page: 2 });
  });
});

describe('hasStaffFilters', () => {
  it('is false for no filters or only a page, true for any filter', () => {
    expect(hasStaffFilters({})).toBe(false);
    expect(hasStaffFilters({ page: 2, firstName: ' ' })).toBe(false);
    expect(hasStaffFilters({ teamName: 'Elders Program' })).toBe(true);
  });
});

describe('staffNameQueries', () => {
  it('lists everyone for an empty search', () => {
    expect(staffNameQueries('  ')).toEqual([{}]);
  });

  it('looks for one word as a first name and as a last name', () => {
    expect(staffNameQueries(' dan ')).toEqual([{ firstName: 'dan' }, { lastName: 'dan' }]);
  });

  it('reads two or more words as the first name, then the last name', () => {
    expect(staffNameQueries('Daniel  Kas')).toEqual([{ firstName: 'Daniel', lastName: 'Kas' }]);
    expect(staffNameQueries('Mary Ann Smith')).toEqual([{ firstName: 'Mary', lastName: 'Ann Smith' }]);
  });

  it('reads "Last, First" with a comma', () => {
    expect(staffNameQueries('Kasayulie, Dan')).toEqual([{ lastName: 'Kasayulie', firstName: 'Dan' }]);
    expect(staffNameQueries('Kasayulie,')).toEqual([{ firstName: 'Kasayulie' }, { lastName: 'Kasayulie' }]);
  });
});
