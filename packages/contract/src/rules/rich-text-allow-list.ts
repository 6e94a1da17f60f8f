/**
 * The allow-list of message HTML (ARCHITECTURE §4), shared by the server's sanitiser (before storing) and the
 * browser's second pass (before showing): what the editor produces, nothing that can run, load or style.
 */

/** The elements a stored message may hold. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'h2',
  'h3',
  'h4',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Older or other names for the same marks (what editors and pasted text use): kept, under an allowed name. */
export const RICH_TEXT_RENAMED_TAGS: Readonly<Record<string, RichTextTag>> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  ins: 'u',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

/** Elements whose content is never message text: dropped with everything inside, not unwrapped. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'noframes',
  'noembed',
  'object',
  'embed',
  'applet',
  'template',
  'title',
  'head',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'picture',
  'map',
] as const;

/** Every link opens in a new tab without handing the message page to the target, and carries no ranking credit. */
export const LINK_REL = 'noopener noreferrer nofollow';
export const LINK_TARGET = '_blank';
