import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uuidv7 } from '../ids.ts';
import {
  FileMissingError,
  FileTooLargeError,
  InvalidStorageKeyError,
  StorageFullError,
  isNoSpaceError,
  type FileStorage,
  type PutOptions,
} from './file-storage.ts';
import { assertStorageKey } from './storage-keys.ts';

export interface LocalDiskStorageOptions {
  /** The directory holding every file, e.g. DATA_DIR/files. */
  root: string;
  /** Flush each file to the disk before it becomes visible (default true). */
  fsync?: boolean;
}

/**
 * Files on the local disk under `root`. Every write goes to `root/.tmp/<uuid>.part` first and is renamed into place
 * only when complete (and verified), so a reader never sees half a file and a failed write leaves nothing behind.
 * Temp files live on the same file system as their destination, which makes the rename atomic.
 */
export function createLocalDiskStorage({ root, fsync = true }: LocalDiskStorageOptions): FileStorage {
  const base = path.resolve(root);
  // Key segments never start with ".", so the temp directory can never clash with a stored file.
  const tmpDir = path.join(base, '.tmp');

  function pathFor(key: string): string {
    assertStorageKey(key);
    const full = path.join(base, ...key.split('/'));
    if (!full.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async function tempPath(): Promise<string> {
    await mkdir(tmpDir, { recursive: true });
    return path.join(tmpDir, `${uuidv7()}.part`);
  }

  async function placeAt(tmp: string, key: string): Promise<void> {
    const dest = pathFor(key);
    await mkdir(path.dirname(dest), { recursive: true });
    await rename(tmp, dest);
  }

  return {
    async put(key: string, source: Readable | Buffer, options: PutOptions = {}): Promise<number> {
      pathFor(key);
      const { maxBytes, verify } = options;
      const tmp = await withRoomCheck(tempPath());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (maxBytes !== undefined && size > maxBytes) done(new FileTooLargeError(maxBytes));
          else done(null, chunk);
        },
      });
      try {
        const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        // Opened before any byte flows, so a failure at any point leaves a file that the catch below removes.
        // 'wx': never reuse a path; flush: fsync before close, so a renamed file is a complete one.
        const handle = await open(tmp, 'wx', 0o600);
        await pipeline(input, counter, handle.createWriteStream({ flush: fsync }));
        if (verify) await verify({ size, open: () => createReadStream(tmp) });
        await placeAt(tmp, key);
        return size;
      } catch (error) {
        await rm(tmp, { force: true });
        throw isNoSpaceError(error) ? new StorageFullError(error) : error;
      }
    },

    async get(key: string): Promise<Readable> {
      const file = pathFor(key);
      if (!(await isFile(file))) throw new FileMissingError(key);
      return createReadStream(file);
    },

    async delete(key: string): Promise<void> {
      await rm(pathFor(key), { force: true });
    },

    async exists(key: string): Promise<boolean> {
      return isFile(pathFor(key));
    },

    async copy(fromKey: string, toKey: string): Promise<void> {
      const from = pathFor(fromKey);
      pathFor(toKey);
      if (!(await isFile(from))) throw new FileMissingError(fromKey);
      const tmp = await withRoomCheck(tempPath());
      try {
        await copyFile(from, tmp);
        await placeAt(tmp, toKey);
      } catch (error) {
        await rm(tmp, { force: true });
        throw isNoSpaceError(error) ? new StorageFullError(error) : error;
      }
    },

    async move(fromKey: string, toKey: string): Promise<void> {
      const from = pathFor(fromKey);
      if (!(await isFile(from))) throw new FileMissingError(fromKey);
      await placeAt(from, toKey);
    },
  };
}

/** A file-system "no room left" error (ENOSPC, EDQUOT) becomes StorageFullError; anything else goes on as it is. */
async function withRoomCheck<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw isNoSpaceError(error) ? new StorageFullError(error) : error;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The installation's file store: `files` under the data directory (DATA_DIR), where every module keeps its bytes. */
export function dataDirFileStorage(dataDir: string): FileStorage {
  return createLocalDiskStorage({ root: path.join(dataDir, 'files') });
}
