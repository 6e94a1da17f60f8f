import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '#src/modules/participant-files/participant-files.test-support.ts';
import { FileMissingError, FileTooLargeError, InvalidStorageKeyError } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { participantFileKey } from './storage-keys.ts';

const fresh = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'casework-files-'));
  return { root, storage: createLocalDiskStorage({ root }) };
};
const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString();

describe('local-disk file storage', () => {
  it('writes a stream, reads the same bytes back, and keeps no temp file', async () => {
    const { root, storage } = fresh();
    const key = participantFileKey('P7K3-M9QX');
    const size = await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(size).toBe(11);
    expect(await text(await storage.get(key))).toBe('hello world');
    expect(filesUnder(root)).toEqual([key]);
  });

  it('refuses more bytes than the limit and leaves nothing behind', async () => {
    const { root, storage } = fresh();
    const key = participantFileKey('P7K3-M9QX');
    await expect(storage.put(key, Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await storage.exists(key)).toBe(false);
    expect(filesUnder(root)).toEqual([]);
    expect(await storage.put(key, Buffer.alloc(10), { maxBytes: 10 })).toBe(10);
  });

  it('discards the bytes when verification fails, and when the source stream breaks', async () => {
    const { root, storage } = fresh();
    const key = participantFileKey('P7K3-M9QX');
    const refused = storage.put(key, Buffer.from('abc'), {
      verify: async (stored) => {
        expect(await text(stored.open())).toBe('abc');
        throw new Error('not allowed');
      },
    });
    await expect(refused).rejects.toThrow('not allowed');
    const broken = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(key, broken)).rejects.toThrow('connection reset');
    expect(filesUnder(root)).toEqual([]);
  });

  it('does not overwrite a key with half a file: the old bytes stay until the new ones are complete', async () => {
    const { storage } = fresh();
    const key = participantFileKey('P7K3-M9QX');
    await storage.put(key, Buffer.from('old'));
    await expect(storage.put(key, Buffer.alloc(100), { maxBytes: 50 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await text(await storage.get(key))).toBe('old');
  });

  it('copies, moves and deletes', async () => {
    const { root, storage } = fresh();
    const a = participantFileKey('P7K3-M9QX');
    const b = participantFileKey('P7K3-M9QX');
    const c = participantFileKey('ABCD-EFGH');
    await storage.put(a, Buffer.from('bytes'));
    await storage.copy(a, b);
    await storage.move(a, c);
    expect(await storage.exists(a)).toBe(false);
    expect(await readFile(path.join(root, ...c.split('/')), 'utf8')).toBe('bytes');
    expect(await text(await storage.get(b))).toBe('bytes');
    await storage.delete(b);
    await storage.delete(b);
    await expect(storage.get(b)).rejects.toBeInstanceOf(FileMissingError);
  });

  it.each([
    '../etc/passwd',
    'participants/../../x',
    'participants/a b/c',
    '/abs/path',
    'participants/.tmp/x',
    'single',
    'a//b',
  ])('refuses the key %j, which the server never builds', async (key) => {
    const { storage } = fresh();
    await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
