import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  EXE_BYTES,
  PDF_BYTES,
  PNG_BYTES,
} from '#src/modules/participant-files/participant-files.test-support.ts';
import { checkContentType } from './content-type.ts';

const stored = (bytes: Buffer) => ({ size: bytes.length, open: () => Readable.from([bytes]) });

/** A zip of uncompressed entries: enough for signature detection of Office Open XML and OpenDocument files. */
function zip(entries: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    parts.push(header, Buffer.from(name), data);
  }
  return Buffer.concat(parts);
}

const DOCX = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document/>'],
]);
const ODT = zip([['mimetype', 'application/vnd.oasis.opendocument.text']]);
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.alloc(4),
  Buffer.from('mif1heic'),
  Buffer.alloc(32),
]);

describe('content type from the bytes', () => {
  it.each([
    ['a PDF', 'a.pdf', PDF_BYTES, 'application/pdf'],
    ['a PNG', 'a.png', PNG_BYTES, 'image/png'],
    ['a PNG without extension', 'scan', PNG_BYTES, 'image/png'],
    [
      'a Word document',
      'letter.docx',
      DOCX,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an OpenDocument text', 'letter.odt', ODT, 'application/vnd.oasis.opendocument.text'],
    ['a HEIC photo', 'IMG_0001.HEIC', HEIC, 'image/heic'],
    ['UTF-8 text', 'notes.txt', Buffer.from('Gwich’in — naïve café\r\n'), 'text/plain'],
    ['CSV', 'data.csv', Buffer.from('a,b\n1,2\n'), 'text/csv'],
    ['an empty file', 'empty.txt', Buffer.alloc(0), 'text/plain'],
  ])('accepts %s', async (_label, name, bytes, type) => {
    expect(await checkContentType(stored(bytes), name)).toEqual({ ok: true, contentType: type });
  });

  it.each([
    ['an executable', 'a.pdf', EXE_BYTES],
    ['a plain zip', 'archive.zip', zip([['x.txt', 'x']])],
    ['UTF-16 text (NUL bytes)', 'notes', Buffer.from('hi there', 'utf16le')],
    ['invalid UTF-8', 'notes', Buffer.from([0x68, 0xc3, 0x28, 0x69])],
    ['an HTML page named .html', 'page.html', Buffer.from('<script>alert(1)</script>')],
  ])('refuses %s', async (_label, name, bytes) => {
    expect((await checkContentType(stored(bytes), name)).ok).toBe(false);
  });

  it('refuses a name that disagrees with the content', async () => {
    expect(await checkContentType(stored(PNG_BYTES), 'lease.pdf')).toMatchObject({
      ok: false,
      reason: 'mismatch',
      detected: 'image/png',
    });
    expect(await checkContentType(stored(PDF_BYTES), 'notes.txt')).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
  });
});
