import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { registerErrorHandler } from '../errors/error-handler.ts';
import { StorageFullError, isNoSpaceError } from './file-storage.ts';
import { storeUpload } from './file-upload.ts';

const fsError = (code: string) => Object.assign(new Error(`${code}: write failed`), { code });

describe('a full file store', () => {
  it('recognises a full disk (ENOSPC) and a spent quota (EDQUOT), and nothing else', () => {
    expect(isNoSpaceError(fsError('ENOSPC'))).toBe(true);
    expect(isNoSpaceError(fsError('EDQUOT'))).toBe(true);
    expect(isNoSpaceError(new StorageFullError(fsError('EDQUOT')))).toBe(true);
    expect(isNoSpaceError(fsError('EACCES'))).toBe(false);
    expect(isNoSpaceError(null)).toBe(false);
    expect(isNoSpaceError('ENOSPC')).toBe(false);
  });

  it.each(['ENOSPC', 'EDQUOT'])(
    'turns %s during an upload into 507 storage.full naming the field',
    async (code) => {
      const storage = { put: () => Promise.reject(new StorageFullError(fsError(code))) };
      const part = {
        fieldname: 'file',
        filename: 'scan.pdf',
        stream: Readable.from([Buffer.from('%PDF-1.4')]),
      };
      const error = await storeUpload(storage, 'participants/p/x', part, 1_000_000).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 507,
        code: 'storage.full',
        errors: [{ field: 'body.file', message: expect.any(String) }],
      });
      expect((error as AppError).message).toMatch(/nothing was kept/);
    },
  );

  it('answers any other write that meets a full disk with 507 storage.full, not 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post('/write', () => Promise.reject(fsError('ENOSPC')));
    const response = await app.inject({ method: 'POST', url: '/write' });
    await app.close();
    expect(response.statusCode).toBe(507);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 507, code: 'storage.full' });
    expect(response.body).not.toContain('ENOSPC');
  });
});
