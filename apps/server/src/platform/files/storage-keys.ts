import { uuidv7 } from '../ids.ts';
import { InvalidStorageKeyError } from './file-storage.ts';

// Segments of letters, digits, "-" and "_" only: no dots, no separators, nothing a file system reads specially.
const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** Throws unless `key` is made of safe segments joined by "/" (so it can never step out of the store). */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (segments.length < 2 || segments.length > MAX_SEGMENTS || !segments.every((s) => KEY_SEGMENT.test(s))) {
    throw new InvalidStorageKeyError(key);
  }
}

/**
 * A fresh key for a participant's file: `participants/<participantId>/<uuidv7>`. The display name lives in the
 * database row only, so no user-typed text ever reaches a path.
 */
export function participantFileKey(participantId: string): string {
  const key = `participants/${participantId}/${uuidv7()}`;
  assertStorageKey(key);
  return key;
}

/** A fresh key for a file attached to a message: `threads/<threadId>/<uuidv7>` (the name lives in the row only). */
export function threadFileKey(threadId: string): string {
  const key = `threads/${threadId}/${uuidv7()}`;
  assertStorageKey(key);
  return key;
}

/** A fresh key for a file attached to a quick-message template: `templates/<templateId>/<uuidv7>`. */
export function templateFileKey(templateId: string): string {
  const key = `templates/${templateId}/${uuidv7()}`;
  assertStorageKey(key);
  return key;
}
