import sanitizeHtml from 'sanitize-html';
import {
  LINK_REL,
  LINK_TARGET,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_RENAMED_TAGS,
  RICH_TEXT_TAGS,
} from '@casework/contract';

export { LINK_REL, RICH_TEXT_TAGS };

/** Link targets people can follow from a message; anything else (javascript:, data:, relative paths) loses its href. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

const isInvisible = (c: string) => c.trim() === '' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** A link keeps its href only for an absolute http(s) or mailto URL; otherwise it is unwrapped to its text. */
function safeHref(href: string | undefined): string | null {
  if (href === undefined) return null;
  const trimmed = href.trim();
  // Absolute URLs only: "//evil.example" and "/api/..." would be read against the app's own origin.
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (!LINK_PROTOCOLS.has(url.protocol)) return null;
    // mailto: keeps spaces and controls in its path as typed; encode them so an href is always one token.
    return Array.from(url.href, (c) => (isInvisible(c) ? encodeURIComponent(c) : c)).join('');
  } catch {
    return null;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  enforceHtmlBoundary: false,
  selfClosing: ['br'],
  nestingLimit: 20,
  transformTags: {
    // Editors and pasted text use older or other names for the same marks; keep the meaning, in allowed tags.
    ...RICH_TEXT_RENAMED_TAGS,
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      // "span" is not allowed, so a link without a safe target is unwrapped and its text kept.
      if (href === null) return { tagName: 'span', attribs: {} };
      return { tagName: 'a', attribs: { href, rel: LINK_REL, target: LINK_TARGET } };
    },
  },
};

const MAX_PASSES = 4;

/**
 * Sanitises message HTML with the allow-list above: no scripts, event handlers, styles, classes, frames, forms or
 * unsafe URLs survive. The result is a fixed point (sanitising it again changes nothing), so stored HTML is stable.
 */
export function sanitizeRichText(html: string): string {
  let current = sanitizeHtml(html, OPTIONS);
  // Unclosed or misnested input can settle only on a second parse; stop once a pass changes nothing.
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeHtml(current, OPTIONS);
    if (next === current) return current;
    current = next;
  }
  return current;
}

const BLOCK_BOUNDARY = /<\/?(?:p|ul|ol|li|blockquote|pre|h2|h3|h4)(?:\s[^>]*)?>|<br\s*\/?>/gi;
const ANY_TAG = /<[^>]*>/g;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (match, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return ENTITIES[name.toLowerCase()] ?? match;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/**
 * The plain text of sanitised message HTML: one line per paragraph, list item or heading; runs of spaces collapsed
 * as a browser shows them. Only for HTML that came out of sanitizeRichText (no attributes hold a ">").
 */
export function richTextToPlainText(sanitisedHtml: string): string {
  // Line breaks in the source are spaces on screen, except inside <pre> (odd segments of the split).
  const collapsed = sanitisedHtml
    .split(/(<pre>[\s\S]*?<\/pre>)/)
    .map((segment, i) => (i % 2 === 1 ? segment : segment.replace(/[\t\n\f\r ]+/g, ' ')))
    .join('');
  const withBreaks = collapsed.replace(BLOCK_BOUNDARY, '\n').replace(ANY_TAG, '');
  return decodeEntities(withBreaks)
    .split('\n')
    .map((line) => line.replace(/[\t\f\r ]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** A one-line preview of plain text, at most `max` characters (code points; an ellipsis marks a cut). */
export function previewOf(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
