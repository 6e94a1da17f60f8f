import { describe, expect, it } from 'vitest';
import { ActionFlagsSearch, readActionFlags, withActionFlags, withoutActionFlags } from './action-flags.ts';

describe('action flags', () => {
  it('reads messageSuccess, threadReferSuccess and referredToTeam from a query string', () => {
    expect(
      readActionFlags('?messageSuccess=true&threadReferSuccess=true&referredToTeam=Housing%20help'),
    ).toEqual({
      messageSuccess: true,
      threadReferSuccess: true,
      referredToTeam: 'Housing help',
    });
  });

  it('reads the flags from a search object parsed by the router', () => {
    expect(readActionFlags({ messageSuccess: true, referredToTeam: 'Intake' })).toEqual({
      messageSuccess: true,
      threadReferSuccess: false,
      referredToTeam: 'Intake',
    });
  });

  it('treats missing, false and empty values as not set', () => {
    expect(readActionFlags(new URLSearchParams('messageSuccess=false&referredToTeam='))).toEqual({
      messageSuccess: false,
      threadReferSuccess: false,
      referredToTeam: null,
    });
  });

  it('adds the flags to an href and keeps its other query values', () => {
    expect(withActionFlags('/staff/inbox?archived=false', { messageSuccess: true })).toBe(
      '/staff/inbox?archived=false&messageSuccess=true',
    );
    expect(
      withActionFlags('/staff/team-inbox', { threadReferSuccess: true, referredToTeam: 'Food & Housing' }),
    ).toBe('/staff/team-inbox?threadReferSuccess=true&referredToTeam=Food+%26+Housing');
  });

  it('round-trips: what withActionFlags writes, readActionFlags reads', () => {
    const href = withActionFlags('/staff/inbox', { threadReferSuccess: true, referredToTeam: 'Team A/B' });
    expect(readActionFlags(href.slice(href.indexOf('?')))).toMatchObject({ referredToTeam: 'Team A/B' });
  });

  it('removes only the flags', () => {
    expect(withoutActionFlags('/staff/inbox?messageSuccess=true&thread=t1&referredToTeam=X')).toBe(
      '/staff/inbox?thread=t1',
    );
  });

  it('validates route search params', () => {
    expect(ActionFlagsSearch.parse({ messageSuccess: 'true', referredToTeam: 42 })).toEqual({
      messageSuccess: true,
      threadReferSuccess: undefined,
      referredToTeam: '42',
    });
  });
});
