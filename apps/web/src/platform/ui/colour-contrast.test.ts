import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenUntilReadable } from './colour-contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, and the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#087f5b', '#087f5b')).toBe(1);
    expect(contrastRatio('#fff', '#087f5b')).toBe(contrastRatio('#087f5b', '#ffffff'));
  });
});

describe('darkenUntilReadable', () => {
  it('returns a colour that already reads unchanged', () => {
    expect(darkenUntilReadable('#212529', ['#ffffff', '#f1f3f5'], 4.5)).toBe('#212529');
  });

  it('darkens one that does not until it reads on every background, and no further than a step past it', () => {
    const backgrounds = ['#c3fae8', '#96f2d7'];
    const text = darkenUntilReadable('#087f5b', backgrounds, 4.5);
    for (const background of backgrounds) expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(text).not.toBe('#087f5b');
    // Still a dark teal, not black: green above red and blue.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(text.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
    expect(contrastRatio(text, '#000000')).toBeGreaterThan(2);
  });

  it('falls back to black when nothing lighter reads', () => {
    expect(darkenUntilReadable('#ffffff', ['#767676'], 7)).toBe('#000000');
  });
});
