import type { Readable } from 'node:stream';

/** What a file store holds, once written: its size and a way to read it back (for content checks). */
export interface StoredBytes {
  size: number;
  open(): Readable;
}

export interface PutOptions {
  /** Refuse (FileTooLargeError) and keep nothing once more than this many bytes arrive. */
  maxBytes?: number;
  /**
   * Runs after every byte is written but before the file becomes visible under its key; a throw discards the
   * bytes and is rethrown (e.g. a content type that is not allowed).
   */
  verify?: (stored: StoredBytes) => Promise<void>;
}

/**
 * Where file bytes live. Keys are built by the server (`participants/<participantId>/<uuid>`), never from a name a
 * user typed; a key that is not of that shape is refused. Implementations: local disk (here), S3 (later).
 */
export interface FileStorage {
  /** Writes all bytes atomically: the key holds either the complete new file or nothing. Returns the size. */
  put(key: string, source: Readable | Buffer, options?: PutOptions): Promise<number>;
  /** A stream of the bytes; FileMissingError when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the key; nothing happens when it holds nothing. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  copy(fromKey: string, toKey: string): Promise<void>;
  move(fromKey: string, toKey: string): Promise<void>;
}

/** More bytes arrived than the limit allows; nothing was kept. */
export class FileTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The file is larger than ${limitBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** The key holds no file. */
export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
    this.name = 'FileMissingError';
  }
}

/** A key the server did not build (wrong shape); a programming error, never a client one. */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** The file system's codes for "no room left": the disk is full (ENOSPC) or the owner's quota is spent (EDQUOT). */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** true when `error` is a file-system error saying there is no room left to write. */
export function isNoSpaceError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NO_SPACE_CODES.has(code);
}

/** The store has no room left (disk full or quota spent) for the bytes being written; nothing was kept. */
export class StorageFullError extends Error {
  readonly code: string;
  constructor(cause: unknown) {
    const code = String((cause as { code?: unknown } | null)?.code ?? 'ENOSPC');
    super(`The file store has no room left (${code})`);
    this.name = 'StorageFullError';
    this.code = code;
  }
}
