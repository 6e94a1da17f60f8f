/**
 * The browser's own allow-list for message HTML. The server already sanitises every message before storing it; this
 * second pass (defence in depth) means a server bug or a tampered answer still cannot put markup that runs, loads
 * or styles anything on screen. It follows the server's rules (apps/server/src/platform/rich-text): the same tags,
 * links only to absolute http(s)/mailto URLs, everything else unwrapped to its text or dropped with its content.
 */
import {
  LINK_REL,
  LINK_TARGET,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_RENAMED_TAGS,
  RICH_TEXT_TAGS,
  type RichTextTag,
} from '@casework/contract';

export { LINK_REL, LINK_TARGET, RICH_TEXT_TAGS, type RichTextTag };

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

// Older or other names for the same marks are kept under an allowed name.
const RENAMED = RICH_TEXT_RENAMED_TAGS;

// Elements whose content is never message text: dropped with everything inside, not unwrapped.
const DROPPED_WITH_CONTENT = new Set<string>(RICH_TEXT_DROPPED_WITH_CONTENT);

// Blocks may not sit inside a paragraph or heading: the HTML parser would close the paragraph and move them out,
// so a second pass would change the result. Inside one they are unwrapped to their content.
const BLOCKS = new Set<RichTextTag>(['p', 'ul', 'ol', 'li', 'blockquote', 'pre', 'h2', 'h3', 'h4']);
const PHRASING_ONLY = new Set<RichTextTag>(['p', 'h2', 'h3', 'h4']);
// An <li> start tag closes an open <li> unless one of these lies between them.
const LIST_ITEM_SCOPE = new Set<RichTextTag>(['ul', 'ol', 'blockquote', 'pre', 'h2', 'h3', 'h4']);

/** Deeper elements than this are unwrapped (their text stays), as the server does. */
export const NESTING_LIMIT = 20;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export type RichTextNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: RichTextTag; href?: string; children: RichTextNode[] };

const isInvisible = (c: string) => c.trim() === '' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** A link target people can follow: an absolute http(s) or mailto URL, normalised; otherwise null. */
export function safeLinkHref(href: string | null): string | null {
  if (href === null) return null;
  const trimmed = href.trim();
  // Absolute URLs only: "//host" and "/path" would be read against this app's own origin.
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'mailto:') return null;
    // mailto: keeps spaces and control characters as typed; encode them so the href stays one token.
    return Array.from(url.href, (c) => (isInvisible(c) ? encodeURIComponent(c) : c)).join('');
  } catch {
    return null;
  }
}

/** Below this many levels of markup (unwrapped or not) only text is kept, without recursing further. */
const DOM_DEPTH_LIMIT = 200;

interface Context {
  /** Allowed elements kept above this point. */
  depth: number;
  /** Elements of the source above this point. */
  domDepth: number;
  /** Inside a paragraph or heading: only inline content may follow. */
  phrasing: boolean;
  /** Inside a link: another link is unwrapped (links do not nest). */
  inLink: boolean;
  /** Inside a list item with no list between: another list item is unwrapped. */
  inListItem: boolean;
}

function pushText(out: RichTextNode[], text: string) {
  if (text === '') return;
  const last = out.at(-1);
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}

function allowedTag(element: Element): RichTextTag | 'drop' | 'unwrap' {
  if (element.namespaceURI !== HTML_NAMESPACE) return 'drop';
  const name = element.localName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(name)) return 'drop';
  const renamed = RENAMED[name];
  if (renamed) return renamed;
  return ALLOWED.has(name) ? (name as RichTextTag) : 'unwrap';
}

/** The text under a node, without recursion (hostile input may nest thousands deep), minus dropped content. */
function collectText(root: Node, out: RichTextNode[]): void {
  const stack: Node[] = [];
  for (let child = root.lastChild; child !== null; child = child.previousSibling) stack.push(child);
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.nodeType === Node.TEXT_NODE) pushText(out, node.nodeValue ?? '');
    else if (node.nodeType === Node.ELEMENT_NODE && allowedTag(node as Element) !== 'drop')
      for (let child = node.lastChild; child !== null; child = child.previousSibling) stack.push(child);
  }
}

function walk(parent: Node, context: Context, out: RichTextNode[]): void {
  if (context.domDepth >= DOM_DEPTH_LIMIT) {
    collectText(parent, out);
    return;
  }
  const inner: Context = { ...context, domDepth: context.domDepth + 1 };
  for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) {
      pushText(out, child.nodeValue ?? '');
      continue;
    }
    // Comments, processing instructions and anything else that is not an element or text go.
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = allowedTag(element);
    if (tag === 'drop') continue;
    if (
      tag === 'unwrap' ||
      context.depth >= NESTING_LIMIT ||
      (context.phrasing && BLOCKS.has(tag)) ||
      (context.inLink && tag === 'a') ||
      (context.inListItem && tag === 'li')
    ) {
      walk(element, inner, out);
      continue;
    }
    let href: string | undefined;
    if (tag === 'a') {
      const safe = safeLinkHref(element.getAttribute('href'));
      if (safe === null) {
        // A link without a safe target keeps its text.
        walk(element, inner, out);
        continue;
      }
      href = safe;
    }
    const node: RichTextNode = { kind: 'element', tag, children: [] };
    if (href !== undefined) node.href = href;
    if (tag !== 'br') {
      walk(
        element,
        {
          depth: context.depth + 1,
          domDepth: inner.domDepth,
          phrasing: context.phrasing || PHRASING_ONLY.has(tag),
          inLink: context.inLink || tag === 'a',
          inListItem: tag === 'li' ? true : LIST_ITEM_SCOPE.has(tag) ? false : context.inListItem,
        },
        node.children,
      );
    }
    out.push(node);
  }
}

/**
 * Parses message HTML in an inert document (nothing in it runs or loads) and keeps only the allowed tree: allowed
 * tags, no attributes except a safe href on links; other elements unwrapped or, for those whose content is never
 * text (script, style, frames, SVG, ...), dropped with their content.
 */
export function sanitizeToTree(html: string): RichTextNode[] {
  // Starting in <body> keeps leading whitespace as text and puts a leading <style> or <title> where it is dropped.
  const document = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  const out: RichTextNode[] = [];
  if (document.body)
    walk(document.body, { depth: 0, domDepth: 0, phrasing: false, inLink: false, inListItem: false }, out);
  return out;
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function serialise(nodes: readonly RichTextNode[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.kind === 'text') {
      html += escapeText(node.text);
      continue;
    }
    if (node.tag === 'br') {
      html += '<br />';
      continue;
    }
    const open =
      node.tag === 'a' && node.href !== undefined
        ? `<a href="${escapeAttribute(node.href)}" rel="${LINK_REL}" target="${LINK_TARGET}">`
        : `<${node.tag}>`;
    const first = node.children[0];
    // The parser drops one newline right after <pre>; write it twice so a newline of the text survives.
    const lead = node.tag === 'pre' && first?.kind === 'text' && first.text.startsWith('\n') ? '\n' : '';
    html += `${open}${lead}${serialise(node.children)}</${node.tag}>`;
  }
  return html;
}

/** The sanitised tree as HTML text. */
export function treeToHtml(nodes: readonly RichTextNode[]): string {
  return serialise(nodes);
}

/** Sanitises message HTML to HTML text; sanitising the result again changes nothing. */
export function sanitizeMessageHtml(html: string): string {
  return treeToHtml(sanitizeToTree(html));
}
