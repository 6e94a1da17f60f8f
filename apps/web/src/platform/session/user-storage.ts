import { STORAGE_KEYS } from '@casework/contract';

/** Removes what this browser keeps about the signed-in user (SPEC §9 local storage keys). */
export function clearUserStorage(): void {
  try {
    for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

export function writeUserStorage(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses a cache.
  }
}
