// Entities that render as blank space or nothing at all; every other entity shows a visible character.
const BLANK_NAMED_ENTITIES = new Set([
  'nbsp',
  'ensp',
  'emsp',
  'emsp13',
  'emsp14',
  'numsp',
  'puncsp',
  'thinsp',
  'hairsp',
  'ThinSpace',
  'MediumSpace',
  'VeryThinSpace',
  'ThickSpace',
  'NonBreakingSpace',
  'ZeroWidthSpace',
  'NegativeVeryThinSpace',
  'NegativeThinSpace',
  'NegativeMediumSpace',
  'NegativeThickSpace',
  'NoBreak',
  'zwnj',
  'zwj',
  'lrm',
  'rlm',
  'shy',
  'Tab',
  'NewLine',
]);

const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*));?/g;

// Whitespace, control characters and invisible format characters (zero-width space, BOM, soft hyphen...).
const INVISIBLE = /[\s\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;

// Content of these elements is never shown as message text.
const HIDDEN_ELEMENTS = ['script', 'style', 'template'];

/** The character data of an HTML fragment with tags, comments and hidden elements removed (entities still encoded). */
function textOutsideTags(html: string): string {
  const lower = html.toLowerCase();
  let text = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const next = html[lt + 1] ?? '';
    if (!/[A-Za-z/!?]/.test(next)) {
      // A lone "<" (as in "a < b") is text, exactly as a browser shows it.
      text += '<';
      i = lt + 1;
      continue;
    }
    // Scan to the closing ">", skipping any ">" inside quoted attribute values.
    let j = lt + 1;
    let quote: string | null = null;
    for (; j < html.length; j++) {
      const ch = html[j];
      if (quote !== null) {
        if (ch === quote) quote = null;
      } else if (ch === '"' || ch === "'") {
        quote = ch;
      } else if (ch === '>') {
        break;
      }
    }
    i = j + 1;
    text += ' ';
    const tagName = /^[a-z][a-z0-9-]*/.exec(lower.slice(lt + 1, Math.min(j, lt + 20)))?.[0];
    if (tagName !== undefined && HIDDEN_ELEMENTS.includes(tagName)) {
      const close = lower.indexOf(`</${tagName}`, i);
      const closeEnd = close === -1 ? -1 : html.indexOf('>', close);
      i = closeEnd === -1 ? html.length : closeEnd + 1;
    }
  }
  return text;
}

function decodeEntity(match: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return BLANK_NAMED_ENTITIES.has(name) ? ' ' : match;
  const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
  // Browsers show U+FFFD for out-of-range references, which is visible text.
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff) return '\ufffd';
  return String.fromCodePoint(code);
}

/**
 * SPEC §5: rich-text content is non-empty only if some text remains once tags are removed, entities decoded and
 * all whitespace (including no-break and zero-width spaces) dropped. Images alone do not count as text.
 * Works on the string alone, without a DOM, so the server and the browser agree.
 */
export function isRichTextNonEmpty(html: string): boolean {
  const text = textOutsideTags(html).replace(ENTITY, decodeEntity);
  return text.replace(INVISIBLE, '').length > 0;
}
