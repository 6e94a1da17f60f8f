import { describe, expect, it } from 'vitest';
import {
  AdminLogsSearch,
  activityFilterOf,
  dayRangeOf,
  instantsOf,
  switchTab,
  userActionFilterOf,
} from './log-search-params.ts';

const USER = '0190a5b4-0000-7000-8000-000000000001';

describe('AdminLogsSearch', () => {
  it('keeps valid values and drops the rest instead of failing', () => {
    expect(
      AdminLogsSearch.parse({
        tab: 'user-actions',
        from: '2025-02-30',
        to: '2025-03-01',
        userId: 'not-a-uuid',
        kind: 'made-up',
        category: 'USERNAV',
        page: '2',
      }),
    ).toEqual({ tab: 'user-actions', to: '2025-03-01', category: 'USERNAV', page: 2 });
  });

  it('reads a participant id the router parsed as a number as text', () => {
    expect(AdminLogsSearch.parse({ participantId: 1234 }).participantId).toBe('1234');
  });
});

describe('date range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(dayRangeOf({}, '2025-03-01')).toEqual({ first: '2025-01-31', last: '2025-03-01' });
  });

  it('takes 30 days back from a given end, and up to today from a given start', () => {
    expect(dayRangeOf({ to: '2025-01-30' }, '2025-03-01')).toEqual({
      first: '2025-01-01',
      last: '2025-01-30',
    });
    expect(dayRangeOf({ from: '2025-02-20' }, '2025-03-01')).toEqual({
      first: '2025-02-20',
      last: '2025-03-01',
    });
  });

  it('asks the API from the first Anchorage midnight to the midnight after the last day', () => {
    expect(instantsOf({ first: '2025-01-31', last: '2025-03-01' })).toEqual({
      from: '2025-01-31T09:00:00.000Z',
      to: '2025-03-02T09:00:00.000Z',
    });
  });
});

describe('filters per tab', () => {
  const search = AdminLogsSearch.parse({
    tab: 'activity',
    from: '2025-03-01',
    to: '2025-03-01',
    userId: USER,
    participantId: ' p7k3-m9qx ',
    kind: 'sensitive-info-access',
    category: 'SVC_SEARCH',
    page: 3,
  });
  const range = dayRangeOf(search);

  it('sends the activity filters only to the activity log', () => {
    expect(activityFilterOf(search, range)).toEqual({
      from: '2025-03-01T09:00:00.000Z',
      to: '2025-03-02T09:00:00.000Z',
      userId: USER,
      participantId: 'P7K3-M9QX',
      kind: 'sensitive-info-access',
    });
    expect(userActionFilterOf(search, range)).toEqual({
      from: '2025-03-01T09:00:00.000Z',
      to: '2025-03-02T09:00:00.000Z',
      userId: USER,
      category: 'SVC_SEARCH',
    });
  });

  it('keeps dates and person when switching tabs, and starts on page 1', () => {
    expect(switchTab(search, 'user-actions')).toEqual({
      tab: 'user-actions',
      from: '2025-03-01',
      to: '2025-03-01',
      userId: USER,
    });
  });
});
