import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRichTextNonEmpty } from '@casework/contract';
import { HOSTILE_FRAGMENTS, HOSTILE_RICH_TEXT } from './hostile-rich-text.corpus.ts';
import { LINK_REL, previewOf, richTextToPlainText, sanitizeRichText } from './sanitize-rich-text.ts';

const PLAIN_TAGS = 'p|strong|em|u|s|ul|ol|li|blockquote|code|pre|h2|h3|h4';
// The only shapes sanitised HTML may take: allowed tags without attributes, <br />, links with exactly a safe
// href and the forced rel/target, and text in which "<", ">" and "&" appear only escaped.
const TOKEN = new RegExp(
  [
    `<(?:${PLAIN_TAGS})>`,
    `</(?:${PLAIN_TAGS}|a)>`,
    '<br />',
    `<a href="((?:https?://|mailto:)[^"<>\\s]*)" rel="${LINK_REL}" target="_blank">`,
    '(?:[^<>&]|&(?:amp|lt|gt|quot);)+',
  ].join('|'),
  'gy',
);

/**
 * Checks sanitised output against that grammar, token by token, so a browser parsing it can only build allowed
 * elements: no script, no handler, no style, no frame, no form and no link to anything but http(s) or mailto.
 * Returns what is wrong, or null.
 */
function executableContent(html: string): string | null {
  TOKEN.lastIndex = 0;
  let position = 0;
  while (position < html.length) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(html);
    if (!match || match.index !== position)
      return `unexpected markup at ${position}: ${html.slice(position, position + 60)}`;
    const href = match[1];
    if (href !== undefined) {
      const url = new URL(href.replaceAll('&amp;', '&'));
      if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return `unsafe link ${href}`;
    }
    position = TOKEN.lastIndex;
  }
  return null;
}

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Rent help</h2><p>Hello <strong>Lena</strong>, <em>please</em> <u>bring</u> <s>two</s> one ID.</p>' +
      '<ul><li><p>Lease</p></li><li><p>Pay stub</p></li></ul><ol><li>First</li></ol>' +
      '<blockquote><p>Quoted</p></blockquote><pre><code>code &amp; more</code></pre><p>a<br />b</p>' +
      `<p><a href="https://example.org/apply?x=1&amp;y=2" rel="${LINK_REL}" target="_blank">apply</a></p>`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('forces rel and target on links, and keeps only absolute http(s) and mailto targets', () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
      `<a href="https://example.org/" rel="${LINK_REL}" target="_blank">x</a>`,
    );
    expect(sanitizeRichText('<a href="mailto:help@example.org">mail</a>')).toContain(
      'href="mailto:help@example.org"',
    );
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      '/api/v1/x',
      'data:text/html,x',
      'ftp://x.example',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">text</a>`)).toBe('text');
    }
  });

  it('maps other names of the same marks to the allowed ones', () => {
    expect(sanitizeRichText('<b>b</b><i>i</i><strike>s</strike><h1>t</h1><h6>u</h6>')).toBe(
      '<strong>b</strong><em>i</em><s>s</s><h2>t</h2><h4>u</h4>',
    );
  });

  it('drops script, style and frame content entirely, and unwraps other unknown elements', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<style>p{}</style><iframe>frame text</iframe><div>kept</div>')).toBe('kept');
  });

  it(`neutralises every one of the ${HOSTILE_RICH_TEXT.length} hostile payloads, and is idempotent on them`, () => {
    expect(HOSTILE_RICH_TEXT.length).toBeGreaterThanOrEqual(200);
    expect(new Set(HOSTILE_RICH_TEXT).size).toBe(HOSTILE_RICH_TEXT.length);
    const failures: string[] = [];
    for (const payload of HOSTILE_RICH_TEXT) {
      const once = sanitizeRichText(payload);
      const problem = executableContent(once);
      if (problem) failures.push(`${JSON.stringify(payload)} -> ${problem}`);
      if (sanitizeRichText(once) !== once) failures.push(`${JSON.stringify(payload)} is not stable`);
    }
    expect(failures).toEqual([]);
  });

  it('the grammar check itself refuses executable markup (the oracle can fail)', () => {
    expect(executableContent('<p>ok</p>')).toBeNull();
    expect(executableContent('<img src=x onerror=alert(1)>')).not.toBeNull();
    expect(executableContent('<p onclick="x">a</p>')).not.toBeNull();
    expect(
      executableContent(`<a href="javascript:alert(1)" rel="${LINK_REL}" target="_blank">x</a>`),
    ).not.toBeNull();
    expect(executableContent('a & b')).not.toBeNull();
  });

  const randomCase = (s: string, flips: boolean[]) =>
    Array.from(s)
      .map((c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c.toLowerCase()))
      .join('');

  it('nothing executable survives random mixes of hostile fragments, corpus payloads and text', () => {
    const piece = fc.oneof(
      fc.constantFrom(...HOSTILE_FRAGMENTS),
      fc.constantFrom(...HOSTILE_RICH_TEXT),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        (pieces, flips) => {
          const input = randomCase(pieces.join(''), flips);
          const once = sanitizeRichText(input);
          expect(executableContent(once)).toBeNull();
          expect(sanitizeRichText(once)).toBe(once);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('mutations of corpus payloads (inserted characters, deleted spans) stay harmless and stable', () => {
    const mutation = fc.record({
      payload: fc.constantFrom(...HOSTILE_RICH_TEXT),
      at: fc.nat(),
      cut: fc.nat({ max: 8 }),
      insert: fc.constantFrom(
        '',
        '\u0000',
        '\t',
        '\n',
        ' ',
        '"',
        "'",
        '<',
        '>',
        '/',
        '&#',
        '&amp;',
        '=',
        '`',
      ),
    });
    fc.assert(
      fc.property(mutation, ({ payload, at, cut, insert }) => {
        const i = at % (payload.length + 1);
        const input = payload.slice(0, i) + insert + payload.slice(i + cut);
        const once = sanitizeRichText(input);
        expect(executableContent(once)).toBeNull();
        expect(sanitizeRichText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('richTextToPlainText and previewOf', () => {
  it('gives one line per block, decoded entities and collapsed spaces', () => {
    const html = sanitizeRichText(
      '<h2>Title</h2><p>a  &amp;\n b &lt;c&gt;</p><ul><li>one</li><li>two</li></ul><p>x<br>y</p>',
    );
    expect(richTextToPlainText(html)).toBe('Title\na & b <c>\none\ntwo\nx\ny');
  });

  it('agrees with the SPEC §5 emptiness rule: no text left means an empty message', () => {
    for (const payload of ['<p> </p>', '<script>alert(1)</script>', '<img src=x>', '<p>&nbsp;</p>']) {
      const html = sanitizeRichText(payload);
      expect(isRichTextNonEmpty(html), payload).toBe(false);
    }
    expect(isRichTextNonEmpty(sanitizeRichText('<p>Hi</p>'))).toBe(true);
  });

  it('previews on one line, cut with an ellipsis to the limit', () => {
    expect(previewOf('a\nb   c', 200)).toBe('a b c');
    const long = previewOf('word '.repeat(100), 20);
    expect(Array.from(long)).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
    expect(previewOf('😀'.repeat(30), 10)).toBe(`${'😀'.repeat(9)}…`);
  });
});
