import { describe, expect, it } from 'vitest';
import { filterTeamsByName } from './team-search.ts';

const teams = [
  { name: 'Family Services' },
  { name: 'Elders Program' },
  { name: 'Housing & Energy Assistance' },
  { name: 'Éducation Outreach' },
];

describe('filterTeamsByName', () => {
  it('keeps every team for an empty or blank search', () => {
    expect(filterTeamsByName(teams, '')).toHaveLength(4);
    expect(filterTeamsByName(teams, '   ')).toHaveLength(4);
  });

  it('matches any part of the name, in any case, with spaces tidied', () => {
    expect(filterTeamsByName(teams, 'SERV').map((t) => t.name)).toEqual(['Family Services']);
    expect(filterTeamsByName(teams, '  energy   assist ').map((t) => t.name)).toEqual([
      'Housing & Energy Assistance',
    ]);
  });

  it('ignores accents on either side', () => {
    expect(filterTeamsByName(teams, 'education').map((t) => t.name)).toEqual(['Éducation Outreach']);
    expect(filterTeamsByName(teams, 'éldèrs').map((t) => t.name)).toEqual(['Elders Program']);
  });

  it('finds nothing for a name that is not there', () => {
    expect(filterTeamsByName(teams, 'payroll')).toEqual([]);
  });
});
