import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isRichTextNonEmpty } from './rich-text.ts';

const blankPieces = [
  '',
  ' ',
  '\n',
  '\t',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '&nbsp;',
  '&#160;',
  '&#x200B;',
  '&ensp;',
  '<p>',
  '</p>',
  '<br>',
  '<br />',
  '<div class="x">',
  '</div>',
  '<span style="color: red">',
  '</span>',
  '<!-- note -->',
  '<img src="a.png" alt="x">',
];

describe('isRichTextNonEmpty', () => {
  it('is true when the message has visible text', () => {
    expect(isRichTextNonEmpty('<p>Hello</p>')).toBe(true);
    expect(isRichTextNonEmpty('plain')).toBe(true);
    expect(isRichTextNonEmpty('<p>&nbsp;x&nbsp;</p>')).toBe(true);
  });

  it('is false for empty input and empty editor markup', () => {
    expect(isRichTextNonEmpty('')).toBe(false);
    expect(isRichTextNonEmpty('<p></p>')).toBe(false);
    expect(isRichTextNonEmpty('<p><br></p>')).toBe(false);
  });

  it('treats &nbsp;, no-break and zero-width spaces as empty', () => {
    expect(isRichTextNonEmpty('<p>&nbsp;</p>')).toBe(false);
    expect(isRichTextNonEmpty('<p>\u00a0 \u200b</p>')).toBe(false);
    expect(isRichTextNonEmpty('&#160;&#x200b;&NonBreakingSpace;')).toBe(false);
  });

  it('counts entities that show a character as text', () => {
    expect(isRichTextNonEmpty('&amp;')).toBe(true);
    expect(isRichTextNonEmpty('<p>&lt;</p>')).toBe(true);
    expect(isRichTextNonEmpty('&#65;')).toBe(true);
  });

  it('counts a lone "<" as text', () => {
    expect(isRichTextNonEmpty('<')).toBe(true);
    expect(isRichTextNonEmpty('1 < 2')).toBe(true);
  });

  it('does not count attribute values, even with ">" inside them, as text', () => {
    expect(isRichTextNonEmpty('<a title="a > b" href="x"></a>')).toBe(false);
    expect(isRichTextNonEmpty("<span data-x='>'> </span>")).toBe(false);
  });

  it('does not count comments, scripts or styles as text', () => {
    expect(isRichTextNonEmpty('<!-- hello -->')).toBe(false);
    expect(isRichTextNonEmpty('<style>p { color: red }</style>')).toBe(false);
    expect(isRichTextNonEmpty('<script>alert(1)</script>')).toBe(false);
    expect(isRichTextNonEmpty('<script>x</script>hi')).toBe(true);
  });

  it('does not count an image alone as text', () => {
    expect(isRichTextNonEmpty('<p><img src="photo.png"></p>')).toBe(false);
  });

  it('is false for any mix of tags, entities and whitespace', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...blankPieces)), (pieces) => {
        expect(isRichTextNonEmpty(pieces.join(''))).toBe(false);
      }),
    );
  });

  it('is true once any letter is placed between those pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...blankPieces)),
        fc.nat(),
        fc.constantFrom('a', 'Z', '7', 'é', '字', '.'),
        (pieces, at, letter) => {
          const i = pieces.length === 0 ? 0 : at % (pieces.length + 1);
          const html = [...pieces.slice(0, i), letter, ...pieces.slice(i)].join('');
          expect(isRichTextNonEmpty(html)).toBe(true);
        },
      ),
    );
  });

  it('stays fast on adversarial input', () => {
    const started = performance.now();
    isRichTextNonEmpty('<a'.repeat(50_000));
    isRichTextNonEmpty('<a "'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
