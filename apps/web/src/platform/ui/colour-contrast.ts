/** WCAG 2 contrast between colours written as `#rgb` or `#rrggbb`. */

function channels(hex: string): [number, number, number] {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * `text` as it is when it already reads at `ratio` on every background, or else darkened toward black in small steps
 * (keeping its hue) until it does.
 */
export function darkenUntilReadable(text: string, backgrounds: readonly string[], ratio: number): string {
  const [r, g, b] = channels(text);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const hex = `#${[r, g, b]
      .map((c) =>
        Math.round(c * keep)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (backgrounds.every((background) => contrastRatio(hex, background) >= ratio))
      return keep === 1 ? text : hex;
  }
  return '#000000';
}
