import { crc32, deflateSync } from 'node:zlib';

/**
 * The bytes of the demo files: small but complete documents a viewer opens (a one-page PDF, a PNG picture), built
 * here so the demo needs no binary fixtures. The same input always gives the same bytes.
 */

/** Every demo document says so, in case one ever leaves the demo. */
export const DEMO_DOCUMENT_NOTICE = 'Demo document — not a real record';

/** What a demo PDF shows: a heading and a few lines under it. */
export interface DemoPdfContent {
  title: string;
  lines: readonly string[];
}

// WinAnsiEncoding codes of the few characters beyond ASCII the demo texts use.
const WIN_ANSI: Readonly<Record<string, number>> = { '—': 0x97, '–': 0x96, '’': 0x92, '“': 0x93, '”': 0x94 };

/** A PDF string literal: parentheses and backslashes escaped, other characters in WinAnsiEncoding (else "?"). */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code >= 0x80 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}

/** A PDF text string (document information): UTF-16BE with a byte-order mark, written in hex. */
function pdfTextString(text: string): string {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

/** A one-page US Letter PDF 1.4 with the title in bold, the lines below it and the demo notice at the foot. */
export function demoPdf({ title, lines }: DemoPdfContent): Buffer {
  const text = [
    'BT',
    `/F1 18 Tf 72 716 Td ${pdfString(title)} Tj`,
    '/F2 11 Tf 16 TL 0 -34 Td',
    ...lines.map((line) => `${pdfString(line)} Tj T*`),
    'ET',
    'BT',
    `/F1 10 Tf 72 60 Td ${pdfString(DEMO_DOCUMENT_NOTICE)} Tj`,
    'ET',
  ].join('\n');
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> ' +
      '/Contents 6 0 R >>',
    font('Helvetica-Bold'),
    font('Helvetica'),
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title ${pdfTextString(title)} /Producer (Casework demo seed) >>`,
  ];
  // Latin-1 throughout: one character is one byte, so string lengths are the byte offsets the xref table needs.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Rgb = readonly [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A truecolour PNG of `width` x `height` pixels, each coloured by `colourAt`. */
function png(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, not interlaced
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const start = y * (1 + width * 3); // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x += 1) rows.set(colourAt(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SKY: Rgb = [186, 214, 235];
const SIDING: Rgb = [122, 140, 153];
const DOOR: Rgb = [70, 84, 96];
const SNOW: Rgb = [243, 246, 248];
const WOOD: Rgb = [139, 94, 60];
const EDGE: Rgb = [92, 60, 36];

/** A picture of three wooden steps up to a door, the middle tread split: the "photo" a participant sends. */
export function demoBrokenStepsPng(): Buffer {
  return png(160, 120, (x, y) => {
    if (y >= 104) return SNOW;
    // Steps 24 px deep and 16 px high, rising to the right from x = 40 to the landing at the door.
    const step = Math.floor((x - 40) / 24);
    if (x >= 40 && x < 136 && step >= 0) {
      const top = 104 - 16 * Math.min(step + 1, 3);
      if (y >= top) {
        // The middle step is split: a jagged crack runs down through it.
        const crackY = top + 3 + ((x - 66) >> 1) + ((x >> 2) & 1 ? 2 : 0);
        const cracked = step === 1 && x >= 66 && x < 86 && y >= crackY && y < crackY + 3;
        return y < top + 3 || cracked ? EDGE : WOOD;
      }
    }
    if (x >= 118 && x < 142 && y >= 10 && y < 56) return DOOR;
    return x >= 112 ? SIDING : SKY;
  });
}
