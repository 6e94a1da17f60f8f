import { describe, expect, it } from 'vitest';
import { serveUploadLimit } from '../../test/upload-limit.ts';
import {
  fileSizeLimitBytes,
  fileSizeLimitLabel,
  isSamePickedFile,
  pickedFileProblem,
} from './picked-file.ts';

const MB = 1_048_576;

describe('the upload limit', () => {
  it("reads the server's limit from the page, and the default of 25 MB without one or with a bad one", () => {
    expect(fileSizeLimitBytes()).toBe(25 * MB);
    const limit = serveUploadLimit(2 * MB);
    expect(fileSizeLimitBytes()).toBe(2 * MB);
    expect(fileSizeLimitLabel()).toBe('2 MB');
    limit.content = 'lots';
    expect(fileSizeLimitBytes()).toBe(25 * MB);
  });
});

describe('pickedFileProblem', () => {
  it('refuses a file over the limit, saying the limit; one at the limit is kept', () => {
    serveUploadLimit(2 * MB);
    expect(pickedFileProblem({ name: 'scan.png', size: 2 * MB })).toBeNull();
    expect(pickedFileProblem({ name: 'scan.png', size: 2 * MB + 1 })).toBe(
      'Larger than the 2 MB limit. Send a smaller file.',
    );
  });

  it('says the name problem first', () => {
    expect(pickedFileProblem({ name: 'setup.exe', size: 30 * MB })).toMatch(/^Files ending in \.exe/);
  });
});

describe('isSamePickedFile', () => {
  it('takes a file picked again (a new File of the same name and size) for the one held, and no other', () => {
    const held = new File(['abc'], 'lease.pdf');
    expect(isSamePickedFile(held, held)).toBe(true);
    expect(isSamePickedFile(held, new File(['xyz'], 'lease.pdf'))).toBe(true);
    expect(isSamePickedFile(held, new File(['abcd'], 'lease.pdf'))).toBe(false);
    expect(isSamePickedFile(held, new File(['abc'], 'Lease.pdf'))).toBe(false);
  });
});
