import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { assertUploadName, type UploadPart } from './file-upload.ts';

const part = (filename: string): UploadPart => ({ fieldname: 'file', filename, stream: new PassThrough() });

const refusalOf = (filename: string) => {
  try {
    assertUploadName(part(filename));
  } catch (error) {
    return error instanceof AppError ? error : null;
  }
  return null;
};

describe('assertUploadName', () => {
  it('names the quote a person typed, which the browser sent as %22', () => {
    const refusal = refusalOf('Lease "final".pdf'.replaceAll('"', '%22'));
    expect(refusal?.message).toBe('Remove these characters from the file name: "');
    expect(refusal?.status).toBe(400);
  });

  it('names a line break the browser sent as %0D%0A as a control character', () => {
    expect(refusalOf('two%0D%0Alines.txt')?.message).toMatch(/control characters/);
  });

  it('still refuses a % the person typed', () => {
    expect(refusalOf('100% done.pdf')?.message).toBe('Remove these characters from the file name: %');
  });

  it('takes an acceptable name', () => {
    expect(refusalOf('Lease final.pdf')).toBeNull();
  });
});
