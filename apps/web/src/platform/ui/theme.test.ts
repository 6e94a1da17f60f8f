import { DEFAULT_THEME, type MantineColor } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

/** The hex colour a `var(--mantine-color-<name>-<shade>)` (or `…-white`) stands for. */
function hexOf(value: string): string {
  if (value === 'var(--mantine-color-white)') return DEFAULT_THEME.white;
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (!match) throw new Error(`not a palette colour: ${value}`);
  return DEFAULT_THEME.colors[match[1] as MantineColor]![Number(match[2])]!;
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

describe('theme colours (light scheme)', () => {
  const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;
  // The cards and dialogs are white; the page behind the main area is gray-0.
  const backgrounds = { white: DEFAULT_THEME.white, 'gray-0': DEFAULT_THEME.colors.gray[0] };

  it.each(['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-red-text'] as const)(
    '%s reads at 4.5:1 or more on every background (WCAG AA)',
    (variable) => {
      const text = hexOf(light[variable]!);
      for (const [name, background] of Object.entries(backgrounds))
        expect(contrast(text, background), `${variable} on ${name}`).toBeGreaterThanOrEqual(4.5);
    },
  );
});
