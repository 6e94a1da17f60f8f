import { z } from 'zod';

/** Characters SPEC §5 forbids in a file name. */
export const FORBIDDEN_FILE_NAME_CHARACTERS = ['\\', '/', ':', '*', '?', '"', '<', '>', '|', '%'] as const;

/** Most file systems cap a name at 255 bytes, so a longer one cannot be saved or downloaded intact. */
export const MAX_FILE_NAME_BYTES = 255;

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

const utf8 = new TextEncoder();

/** Says what to fix in a file name, or null when it is acceptable. */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return 'Enter a file name.';
  if (name !== name.trim()) return 'Remove the spaces at the start or end of the file name.';
  const forbidden = FORBIDDEN_FILE_NAME_CHARACTERS.filter((c) => name.includes(c));
  if (forbidden.length > 0) return `Remove these characters from the file name: ${forbidden.join(' ')}`;
  if (hasControlCharacter(name)) {
    return 'Remove invisible control characters (such as tabs or line breaks) from the file name.';
  }
  if (name === '.' || name === '..') return 'Give the file a name other than "." or "..".';
  // ".." anywhere is refused so a name can never be read as a step up a directory tree.
  if (name.includes('..')) return 'Remove the double dot ("..") from the file name.';
  if (utf8.encode(name).length > MAX_FILE_NAME_BYTES) {
    return `Shorten the file name to at most ${MAX_FILE_NAME_BYTES} bytes (accented and non-Latin letters count as more than one).`;
  }
  return null;
}

export function isValidFileName(name: string): boolean {
  return fileNameProblem(name) === null;
}

/** A file name that passes every SPEC §5 rule; the issue message says what to fix. */
export const FileName = z
  .string()
  .superRefine((name, ctx) => {
    const problem = fileNameProblem(name);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('A file name without \\ / : * ? " < > | %, control characters or "..", at most 255 bytes');
