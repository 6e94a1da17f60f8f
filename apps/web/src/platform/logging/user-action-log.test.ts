import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildParticipantSession, buildStaffSession } from '../../test/fixtures.ts';
import { calledInit, calledUrl } from '../../test/responses.ts';
import {
  pathOnly,
  recordNavigation,
  recordServiceSearch,
  recordServiceVisit,
  resetNavigationLog,
  sendUserAction,
} from './user-action-log.ts';

function stubFetch() {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentBodies(fetchMock: { mock: { calls: unknown[][] } }): unknown[] {
  return fetchMock.mock.calls.map((_, i) => JSON.parse(String(calledInit(fetchMock, i).body)) as unknown);
}

afterEach(() => resetNavigationLog());

describe('pathOnly', () => {
  it.each([
    [
      '/staff/participant-management/participant-details?participantId=P7K3M9',
      '/staff/participant-management/participant-details',
    ],
    ['/staff/find-a-service?q=food#top', '/staff/find-a-service'],
    ['/staff/dashboard', '/staff/dashboard'],
    ['?x=1', '/'],
  ])('keeps %s as %s', (input, expected) => {
    expect(pathOnly(input)).toBe(expected);
  });

  it('cuts a path to the 200 characters the contract allows', () => {
    expect(pathOnly(`/${'a'.repeat(300)}`)).toHaveLength(200);
  });
});

describe('recordNavigation', () => {
  it('posts USERNAV with the path to the session API base, with the bearer token', () => {
    const fetchMock = stubFetch();
    recordNavigation(buildStaffSession(), '/staff/inbox?archive=true');
    expect(calledUrl(fetchMock)).toBe('/api/v1/logs/user-actions');
    const init = calledInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-staff');
    expect(sentBodies(fetchMock)).toEqual([{ category: 'USERNAV', action: '/staff/inbox', detail: {} }]);
  });

  it('records the same path twice in a row once, and again after another page', () => {
    const fetchMock = stubFetch();
    const session = buildStaffSession();
    recordNavigation(session, '/staff/dashboard');
    recordNavigation(session, '/staff/dashboard');
    recordNavigation({ ...session }, '/staff/dashboard?tab=2');
    recordNavigation(session, '/staff/inbox');
    recordNavigation(session, '/staff/dashboard');
    expect(sentBodies(fetchMock).map((b) => (b as { action: string }).action)).toEqual([
      '/staff/dashboard',
      '/staff/inbox',
      '/staff/dashboard',
    ]);
  });

  it('records the same path for another user', () => {
    const fetchMock = stubFetch();
    recordNavigation(buildStaffSession(), '/access-denied');
    recordNavigation(buildParticipantSession(), '/access-denied');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never records while signed out or on the sign-in pages', () => {
    const fetchMock = stubFetch();
    recordNavigation(null, '/staff/dashboard');
    recordNavigation(buildStaffSession(), '/sign-in');
    recordNavigation(buildStaffSession(), '/sign-in?callbackUrl=%2Fstaff');
    recordNavigation(buildStaffSession(), '/auth/error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the first page after signing in again as a new visit', () => {
    const fetchMock = stubFetch();
    const session = buildStaffSession();
    recordNavigation(session, '/staff/dashboard');
    recordNavigation(null, '/sign-in');
    recordNavigation(session, '/staff/dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('sendUserAction', () => {
  it('never throws, whether fetch rejects or throws at once', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(() => recordNavigation(buildStaffSession(), '/staff/inbox')).not.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        throw new TypeError('blocked');
      }),
    );
    expect(() =>
      sendUserAction(buildStaffSession(), { category: 'SVC_NAV', action: 'x', detail: {} }),
    ).not.toThrow();
  });
});

describe('recordServiceSearch', () => {
  it('posts SVC_SEARCH with the trimmed term and the number of results', () => {
    const fetchMock = stubFetch();
    recordServiceSearch('  food bank ', 12, buildParticipantSession());
    expect(sentBodies(fetchMock)).toEqual([
      { category: 'SVC_SEARCH', action: 'searched services', detail: { term: 'food bank', results: 12 } },
    ]);
    expect((calledInit(fetchMock).headers as Record<string, string>).Authorization).toBe(
      'Bearer token-participant',
    );
  });

  it('sends nothing for an empty term or without a session, and keeps the term within 500 characters', () => {
    const fetchMock = stubFetch();
    recordServiceSearch('   ', 3, buildStaffSession());
    recordServiceSearch('food', 3, null);
    expect(fetchMock).not.toHaveBeenCalled();
    recordServiceSearch('x'.repeat(800), -4, buildStaffSession());
    expect(sentBodies(fetchMock)).toEqual([
      { category: 'SVC_SEARCH', action: 'searched services', detail: { term: 'x'.repeat(500), results: 0 } },
    ]);
  });
});

describe('recordServiceVisit', () => {
  it('posts SVC_NAV with the service id and name', () => {
    const fetchMock = stubFetch();
    recordServiceVisit(buildParticipantSession(), { id: 'svc-1', name: 'Food Bank of Alaska' });
    expect(sentBodies(fetchMock)).toEqual([
      {
        category: 'SVC_NAV',
        action: 'opened service',
        detail: { serviceId: 'svc-1', name: 'Food Bank of Alaska' },
      },
    ]);
  });

  it('sends nothing without a session', () => {
    const fetchMock = stubFetch();
    recordServiceVisit(null, { id: 'svc-1', name: 'Food Bank of Alaska' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
