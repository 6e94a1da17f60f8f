import type { Readable } from 'node:stream';
import { fileNameExtension, isExecutableFileName } from '@casework/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { StoredBytes } from './file-storage.ts';

/** File kinds a participant file may be, by the extension people give them and the type their bytes show. */
const ALLOWED_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heic',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** Types detected from bytes, mapped to the type we store (HEIF variants are stored as image/heic). */
const ALLOWED_DETECTED: Readonly<Record<string, string>> = {
  'application/pdf': 'application/pdf',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  'image/heif': 'image/heic',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heic',
  'image/tiff': 'image/tiff',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text': 'application/vnd.oasis.opendocument.text',
};

/** The outcome of checking a file's bytes (and its name) against the allow-list. */
export type ContentCheck =
  | { ok: true; contentType: string }
  | { ok: false; reason: 'not_allowed'; detected: string | null }
  | { ok: false; reason: 'mismatch'; detected: string; expected: string };

/** How much of the start of a file the UTF-8 text check reads. */
const TEXT_SNIFF_BYTES = 64 * 1024;

/** The stored type for `stored`, judged from its bytes: an allowed binary signature, or UTF-8 text. */
export async function checkContentType(stored: StoredBytes, name: string): Promise<ContentCheck> {
  // The name rules (executables, web pages) live in the contract so the web refuses such a file when it is picked.
  const extension = fileNameExtension(name);
  if (isExecutableFileName(name)) return { ok: false, reason: 'not_allowed', detected: null };

  const detected = stored.size > 0 ? await detectSignature(stored.open()) : undefined;
  let contentType: string;
  if (detected) {
    const allowed = ALLOWED_DETECTED[detected.mime];
    if (!allowed) return { ok: false, reason: 'not_allowed', detected: detected.mime };
    contentType = allowed;
  } else if (await isUtf8Text(stored.open())) {
    contentType = extension === 'csv' ? 'text/csv' : 'text/plain';
  } else {
    return { ok: false, reason: 'not_allowed', detected: null };
  }

  // A name with a known extension must agree with the bytes ("lease.pdf" holding a PNG is refused).
  const expected = extension ? ALLOWED_BY_EXTENSION[extension] : undefined;
  const sameFamily =
    expected === contentType || (expected?.startsWith('text/') && contentType.startsWith('text/'));
  if (expected && !sameFamily) return { ok: false, reason: 'mismatch', detected: contentType, expected };
  return { ok: true, contentType };
}

/** Enough of the start of a file for every signature we accept (zip-based documents list their parts early). */
const SIGNATURE_SNIFF_BYTES = 1024 * 1024;

async function detectSignature(stream: Readable) {
  const chunks: Buffer[] = [];
  let seen = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      seen += chunk.length;
      if (seen >= SIGNATURE_SNIFF_BYTES) break;
    }
  } finally {
    stream.destroy();
  }
  return fileTypeFromBuffer(Buffer.concat(chunks).subarray(0, SIGNATURE_SNIFF_BYTES));
}

/** C0 controls other than tab, line feed, vertical tab, form feed, carriage return and escape; and DEL. */
function hasBinaryControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !(code >= 0x09 && code <= 0x0d) && code !== 0x1b) || code === 0x7f) return true;
  }
  return false;
}

/** Valid UTF-8 without control characters other than tab, line breaks, form feed and escape. */
async function isUtf8Text(stream: Readable): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let seen = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const piece = chunk.subarray(0, TEXT_SNIFF_BYTES - seen);
      seen += piece.length;
      // stream: true keeps a character cut at the end of the sample from counting as invalid.
      const text = decoder.decode(piece, { stream: true });
      if (hasBinaryControl(text)) return false;
      if (seen >= TEXT_SNIFF_BYTES) break;
    }
    return true;
  } catch {
    return false;
  } finally {
    stream.destroy();
  }
}
