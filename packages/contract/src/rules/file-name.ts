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

/** Names that say "run me": refused whatever the bytes are, so nobody downloads "invoice.exe" from a case file. */
export const EXECUTABLE_FILE_EXTENSIONS: ReadonlySet<string> = new Set([
  'exe', 'com', 'bat', 'cmd', 'msi', 'msp', 'scr', 'pif', 'cpl', 'dll', 'sys', 'ps1', 'psm1', 'vbs', 'vbe', 'js',
  'jse', 'mjs', 'wsf', 'wsh', 'hta', 'jar', 'apk', 'app', 'dmg', 'pkg', 'deb', 'rpm', 'sh', 'bash', 'zsh', 'csh',
  'run', 'bin', 'elf', 'so', 'dylib', 'lnk', 'reg', 'scpt', 'command', 'appimage', 'html', 'htm', 'svg', 'xhtml',
]); // prettier-ignore

/** The lower-case extension of a name, or null when it has none a program would recognise. */
export function fileNameExtension(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1]!.toLowerCase() : null;
}

export function isExecutableFileName(name: string): boolean {
  return EXECUTABLE_FILE_EXTENSIONS.has(fileNameExtension(name) ?? '');
}

/**
 * Why the server refuses an uploaded file for its name alone, or null: the SPEC §5 name rule, or an extension that
 * marks a program or web page. Lets a client refuse such a file when it is picked, before anything is sent; the
 * server still checks the bytes (type, size) on arrival.
 */
export function uploadFileNameProblem(name: string): string | null {
  const problem = fileNameProblem(name);
  if (problem !== null) return problem;
  if (isExecutableFileName(name)) {
    return `Files ending in .${fileNameExtension(name)} are not accepted. Send a PDF, an image, a Word, Excel or OpenDocument text file, or plain text or CSV.`;
  }
  return null;
}

/** A file name that passes every SPEC §5 rule; the issue message says what to fix. */
export const FileName = z
  .string()
  .superRefine((name, ctx) => {
    const problem = fileNameProblem(name);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('A file name without \\ / : * ? " < > | %, control characters or "..", at most 255 bytes');
