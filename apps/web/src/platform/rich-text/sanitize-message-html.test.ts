import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_PAYLOADS } from './hostile-payloads.ts';
import { LINK_REL, RICH_TEXT_TAGS, sanitizeMessageHtml, safeLinkHref } from './sanitize-message-html.ts';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

/** Every element of sanitised HTML is allowed, and only links carry attributes: a safe href, rel and target. */
function expectHarmless(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  for (const element of Array.from(holder.querySelectorAll('*'))) {
    expect(ALLOWED.has(element.localName), `<${element.localName}> in ${html}`).toBe(true);
    const names = element.getAttributeNames().sort();
    if (element.localName === 'a') {
      expect(names).toEqual(['href', 'rel', 'target']);
      expect(element.getAttribute('href')).toMatch(/^(https?:\/\/|mailto:)/);
      expect(element.getAttribute('rel')).toBe(LINK_REL);
      expect(element.getAttribute('target')).toBe('_blank');
    } else expect(names, `attributes on <${element.localName}> in ${html}`).toEqual([]);
  }
}

describe('sanitizeMessageHtml', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<p>Hello <strong>there</strong>, <em>see</em> <u>this</u> <s>not</s> <code>x &lt; y</code></p>' +
      '<ul><li><p>one</p></li></ul><ol><li>two</li></ol><blockquote><p>quoted</p></blockquote>' +
      '<pre><code>let a = 1;</code></pre><h2>Title</h2><p>line<br />break</p>' +
      `<p><a href="https://example.org/a?b=1&amp;c=2" rel="${LINK_REL}" target="_blank">link</a></p>`;
    expect(sanitizeMessageHtml(html)).toBe(html);
  });

  it.each(HOSTILE_PAYLOADS.map((payload) => [payload]))('makes %j harmless and stable', (payload) => {
    const once = sanitizeMessageHtml(payload);
    expectHarmless(once);
    expect(sanitizeMessageHtml(once)).toBe(once);
  });

  it('drops script, style, frames and SVG with their content, and unwraps other tags to text', () => {
    expect(sanitizeMessageHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeMessageHtml('<style>p{}</style><p>after</p>')).toBe('<p>after</p>');
    expect(sanitizeMessageHtml('<iframe srcdoc="x">inner</iframe>ok')).toBe('ok');
    expect(sanitizeMessageHtml('<svg onload=alert(1)><text>svg text</text></svg>ok')).toBe('ok');
    expect(sanitizeMessageHtml('<div onclick="x"><span style="color:red">kept</span></div>')).toBe('kept');
    expect(sanitizeMessageHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('keeps escaped markup as text, decoded once', () => {
    expect(sanitizeMessageHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitizeMessageHtml('&amp;lt;b&amp;gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('unwraps links without a safe target to their text and forces rel and target on the others', () => {
    expect(sanitizeMessageHtml('<a href="javascript:alert(1)">js</a>')).toBe('js');
    expect(sanitizeMessageHtml('<a href="&#106;avascript:alert(1)">js</a>')).toBe('js');
    expect(sanitizeMessageHtml('<a href="data:text/html,x">data</a>')).toBe('data');
    expect(sanitizeMessageHtml('<a href="/relative">rel</a>')).toBe('rel');
    expect(sanitizeMessageHtml('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
      `<a href="https://example.org/" rel="${LINK_REL}" target="_blank">x</a>`,
    );
  });

  it('renames the older names of marks and headings', () => {
    expect(sanitizeMessageHtml('<b>b</b><i>i</i><del>d</del><ins>n</ins><h1>h</h1><h6>s</h6>')).toBe(
      '<strong>b</strong><em>i</em><s>d</s><u>n</u><h2>h</h2><h4>s</h4>',
    );
  });

  it('keeps a leading newline of <pre> text', () => {
    const once = sanitizeMessageHtml('<pre>\n\nx</pre>');
    expect(sanitizeMessageHtml(once)).toBe(once);
  });

  it('stays harmless and stable under random mutations of hostile payloads', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '/',
      '=',
      '&',
      '&#',
      ';',
      ' ',
      '\n',
      '\u0000',
      '<script>',
      '</script>',
      '<a href="',
      'javascript:',
      'https://x.example/',
      ' onerror=alert(1) ',
      '<svg>',
      '<p>',
      '</p>',
      '<li>',
      '<pre>',
      '<table><td>',
      '<!--',
      '-->',
      '<style>',
      '<textarea>',
      '<noscript>',
      '<math>',
    );
    fc.assert(
      fc.property(
        // The very deep payload is left out: it is slow to parse, and its depth is covered above.
        fc.constantFrom(...HOSTILE_PAYLOADS.filter((payload) => payload.length < 1000)),
        fc.array(fc.tuple(fc.nat(), pieces), { maxLength: 6 }),
        (payload, inserts) => {
          let html = payload;
          for (const [at, piece] of inserts) {
            const i = at % (html.length + 1);
            html = html.slice(0, i) + piece + html.slice(i);
          }
          const once = sanitizeMessageHtml(html);
          expectHarmless(once);
          expect(sanitizeMessageHtml(once)).toBe(once);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('safeLinkHref', () => {
  it('accepts absolute http(s) and mailto only', () => {
    expect(safeLinkHref('https://example.org')).toBe('https://example.org/');
    expect(safeLinkHref('HTTP://EXAMPLE.org/x')).toBe('http://example.org/x');
    expect(safeLinkHref('mailto:a@example.org?subject=a b')).toBe('mailto:a@example.org?subject=a%20b');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/x', 'x', '', null])
      expect(safeLinkHref(bad)).toBeNull();
  });
});
