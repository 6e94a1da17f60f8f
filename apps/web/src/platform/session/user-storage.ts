import { STORAGE_KEY_PREFIX } from '@casework/contract';
import { SESSION_SYNC_KEY, type SessionStore } from './session-store.ts';

/** The id of the user whose data the keys below the prefix hold: another user signing in clears them first. */
export const USER_STORAGE_OWNER_KEY = `${STORAGE_KEY_PREFIX}storageOwner`;

/**
 * Removes what this browser keeps about the signed-in user: every local storage key under the SPEC §9 prefix
 * (staffUser, teamMemberData, the recently opened participants, ...). Only the cross-tab sign-in signal stays, as it
 * holds nobody's data.
 */
export function clearUserStorage(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_KEY_PREFIX) && key !== SESSION_SYNC_KEY) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/**
 * Keeps the stored user data only while it belongs to `userId`: a different user (or nobody) clears it. A sign-out
 * clears it too, but a session that simply expired never signed out, and the next person to sign in on the same
 * browser must not see what the last one opened.
 */
export function keepUserStorageFor(userId: string | null): void {
  let owner: string | null;
  try {
    owner = window.localStorage.getItem(USER_STORAGE_OWNER_KEY);
  } catch {
    return;
  }
  if (owner === userId) return;
  clearUserStorage();
  if (userId === null) return;
  try {
    window.localStorage.setItem(USER_STORAGE_OWNER_KEY, userId);
  } catch {
    // Nothing can be kept either, so nothing can leak to the next user.
  }
}

/** Applies `keepUserStorageFor` to every session the store settles on, the first load included. */
export function watchUserStorage(store: Pick<SessionStore, 'getSnapshot' | 'subscribe'>): () => void {
  return store.subscribe(() => {
    const { status, data } = store.getSnapshot();
    if (status !== 'loading') keepUserStorageFor(data?.user.id ?? null);
  });
}

export function writeUserStorage(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses a cache.
  }
}
