import { STORAGE_KEY_PREFIX, STORAGE_KEYS } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { buildParticipantSession, buildStaffSession } from '../../test/fixtures.ts';
import { createSessionStore, SESSION_SYNC_KEY } from './session-store.ts';
import {
  clearUserStorage,
  keepUserStorageFor,
  USER_STORAGE_OWNER_KEY,
  watchUserStorage,
} from './user-storage.ts';

// The participants screens keep this list; platform code may not import features, so the key is spelled out.
const RECENT_PARTICIPANTS_KEY = `${STORAGE_KEY_PREFIX}recentParticipants`;
const RECENT = JSON.stringify([{ participantId: '4PRW-WT2K', name: 'Lena Andrews', dob: '1988-04-12' }]);

function storeWatched() {
  const store = createSessionStore({ fetchSession: () => Promise.resolve(null) });
  watchUserStorage(store);
  return store;
}

describe('clearUserStorage', () => {
  it('removes every key of the signed-in user, the recently opened participants included', () => {
    window.localStorage.setItem(STORAGE_KEYS.staffUser, '{}');
    window.localStorage.setItem(STORAGE_KEYS.teamMemberData, '{}');
    window.localStorage.setItem(RECENT_PARTICIPANTS_KEY, RECENT);
    window.localStorage.setItem('unrelated', 'kept');
    clearUserStorage();
    expect(window.localStorage.getItem(STORAGE_KEYS.staffUser)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.teamMemberData)).toBeNull();
    expect(window.localStorage.getItem(RECENT_PARTICIPANTS_KEY)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('keeps the cross-tab sign-in signal, which holds nobody’s data', () => {
    window.localStorage.setItem(SESSION_SYNC_KEY, '{"event":"signout"}');
    clearUserStorage();
    expect(window.localStorage.getItem(SESSION_SYNC_KEY)).toBe('{"event":"signout"}');
  });
});

describe('keepUserStorageFor', () => {
  it('keeps the data of the user it belongs to', () => {
    keepUserStorageFor('user-a');
    window.localStorage.setItem(RECENT_PARTICIPANTS_KEY, RECENT);
    keepUserStorageFor('user-a');
    expect(window.localStorage.getItem(RECENT_PARTICIPANTS_KEY)).toBe(RECENT);
  });

  it('clears the data of another user before a new one uses it', () => {
    keepUserStorageFor('user-a');
    window.localStorage.setItem(RECENT_PARTICIPANTS_KEY, RECENT);
    keepUserStorageFor('user-b');
    expect(window.localStorage.getItem(RECENT_PARTICIPANTS_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_OWNER_KEY)).toBe('user-b');
  });

  it('clears data whose owner is not known (written before owners were recorded)', () => {
    window.localStorage.setItem(RECENT_PARTICIPANTS_KEY, RECENT);
    keepUserStorageFor('user-a');
    expect(window.localStorage.getItem(RECENT_PARTICIPANTS_KEY)).toBeNull();
  });
});

describe('watchUserStorage', () => {
  it('hides the recently opened participants from the next user after a session that just expired', () => {
    // Yesterday: staff opened Lena Andrews; the session ran out without a sign-out.
    const yesterday = storeWatched();
    yesterday.set(buildStaffSession());
    window.localStorage.setItem(RECENT_PARTICIPANTS_KEY, RECENT);

    // Today: a page load, and someone else signs in on the same browser.
    const today = storeWatched();
    today.set(buildStaffSession({ user: { id: 'supervisor-1', name: 'Sue', email: 's@x', kind: 'staff' } }));
    expect(window.localStorage.getItem(RECENT_PARTICIPANTS_KEY)).toBeNull();
  });

  it('clears them when another user signs in in another tab, and when the session ends', () => {
    const store = storeWatched();
    store.set(buildStaffSession());
    window.localStorage.setItem(RECENT_PARTICIPANTS_KEY, RECENT);
    store.set(buildStaffSession({ accessToken: 'refreshed' }));
    expect(window.localStorage.getItem(RECENT_PARTICIPANTS_KEY)).toBe(RECENT);

    store.set(buildParticipantSession());
    expect(window.localStorage.getItem(RECENT_PARTICIPANTS_KEY)).toBeNull();

    window.localStorage.setItem(RECENT_PARTICIPANTS_KEY, RECENT);
    store.set(null);
    expect(window.localStorage.getItem(RECENT_PARTICIPANTS_KEY)).toBeNull();
  });
});
