import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  FileName,
  fileNameProblem,
  isExecutableFileName,
  isValidFileName,
  uploadFileNameProblem,
  FORBIDDEN_FILE_NAME_CHARACTERS,
} from './file-name.ts';

describe('isValidFileName', () => {
  it('accepts ordinary names with spaces, dots and accents', () => {
    expect(isValidFileName('report.pdf')).toBe(true);
    expect(isValidFileName('Intake form v2.final.docx')).toBe(true);
    expect(isValidFileName('résumé (1).txt')).toBe(true);
    expect(isValidFileName('.profile')).toBe(true);
  });

  it.each([...FORBIDDEN_FILE_NAME_CHARACTERS])('rejects a name containing %s', (c) => {
    expect(isValidFileName(`a${c}b.txt`)).toBe(false);
  });

  it('rejects empty and whitespace-only names', () => {
    expect(isValidFileName('')).toBe(false);
    expect(isValidFileName('   ')).toBe(false);
  });

  it('rejects "." and ".." and any name containing ".."', () => {
    expect(isValidFileName('.')).toBe(false);
    expect(isValidFileName('..')).toBe(false);
    expect(isValidFileName('notes..txt')).toBe(false);
  });

  it('rejects control characters including DEL', () => {
    expect(isValidFileName('a\u0000b')).toBe(false);
    expect(isValidFileName('a\tb')).toBe(false);
    expect(isValidFileName('a\u007fb')).toBe(false);
  });

  it('rejects leading or trailing whitespace', () => {
    expect(isValidFileName(' a.txt')).toBe(false);
    expect(isValidFileName('a.txt ')).toBe(false);
  });

  it('counts the 255-byte limit in UTF-8 bytes, not characters', () => {
    expect(isValidFileName('a'.repeat(255))).toBe(true);
    expect(isValidFileName('a'.repeat(256))).toBe(false);
    // "é" is two bytes in UTF-8: 128 of them are 256 bytes in 128 characters
    expect(isValidFileName('é'.repeat(127))).toBe(true);
    expect(isValidFileName('é'.repeat(128))).toBe(false);
  });

  it('never accepts a name containing a forbidden character', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...FORBIDDEN_FILE_NAME_CHARACTERS), fc.string(), (a, c, b) => {
        expect(isValidFileName(a + c + b)).toBe(false);
      }),
    );
  });

  it('accepts any short name of letters, digits, dashes and underscores', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/), (name) => {
        expect(isValidFileName(name)).toBe(true);
      }),
    );
  });
});

describe('fileNameProblem', () => {
  it('returns null for a valid name', () => {
    expect(fileNameProblem('report.pdf')).toBeNull();
  });

  it('lists the forbidden characters the name contains', () => {
    expect(fileNameProblem('a:b?c.txt')).toBe('Remove these characters from the file name: : ?');
  });

  it('asks for a name when the name is blank', () => {
    expect(fileNameProblem('  ')).toBe('Enter a file name.');
  });

  it('asks to remove surrounding spaces', () => {
    expect(fileNameProblem(' a.txt')).toBe('Remove the spaces at the start or end of the file name.');
  });

  it('asks to shorten a name over 255 bytes', () => {
    expect(fileNameProblem('a'.repeat(256))).toMatch(/^Shorten the file name to at most 255 bytes/);
  });
});

describe('uploadFileNameProblem (what the upload routes refuse by name alone)', () => {
  it('accepts the names of ordinary documents', () => {
    expect(uploadFileNameProblem('Lease 2030.pdf')).toBeNull();
    expect(uploadFileNameProblem('scan')).toBeNull();
  });

  it('gives the SPEC §5 reason first', () => {
    expect(uploadFileNameProblem('what?.exe')).toBe('Remove these characters from the file name: ?');
  });

  it('refuses programs and web pages by their extension, whatever its case', () => {
    expect(isExecutableFileName('setup.EXE')).toBe(true);
    expect(isExecutableFileName('notes.txt')).toBe(false);
    expect(uploadFileNameProblem('invoice.pdf.exe')).toMatch(
      /^Files ending in \.exe are not accepted\. Send a PDF/,
    );
    expect(uploadFileNameProblem('page.HTML')).toMatch(/^Files ending in \.html are not accepted/);
  });
});

describe('FileName schema', () => {
  it('passes a valid name through unchanged', () => {
    expect(FileName.parse('report.pdf')).toBe('report.pdf');
  });

  it('reports the problem sentence as the issue message', () => {
    const result = FileName.safeParse('a|b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Remove these characters from the file name: |');
  });
});
