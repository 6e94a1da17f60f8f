import { DEFAULT_THEME, darken, type MantineColor } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast } from './colour-contrast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** The hex colour a `var(--mantine-color-<name>-<shade>)` (or `…-white`) stands for. */
function hexOf(value: string): string {
  if (value === 'var(--mantine-color-white)') return DEFAULT_THEME.white;
  const match = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (!match) throw new Error(`not a palette colour: ${value}`);
  return DEFAULT_THEME.colors[match[1] as MantineColor]![Number(match[2])]!;
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

  it.each(Object.keys(DEFAULT_THEME.colors) as MantineColor[])(
    'the light variant (tinted buttons and badges) writes %s text at 4.5:1 or more on its tint, at rest and hovered',
    (name) => {
      const text = light[`--mantine-color-${name}-light-color`]!;
      const shades = DEFAULT_THEME.colors[name]!;
      // Mantine's light variant: shade 1 behind the text, shade 2 under the pointer.
      expect(contrast(text, shades[1]), 'at rest').toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, shades[2]), 'hovered').toBeGreaterThanOrEqual(4.5);
    },
  );

  it("keeps a colour's own shade 9 where it already reads, and darkens only the ones that do not", () => {
    expect(light['--mantine-color-gray-light-color']).toBe(DEFAULT_THEME.colors.gray[9]);
    // teal-9 on teal-1 is 4.33:1, which the Verify button showed before.
    expect(light['--mantine-color-teal-light-color']).not.toBe(DEFAULT_THEME.colors.teal[9]);
  });
});

describe('theme colours that follow the scheme', () => {
  const mantineTheme = { ...DEFAULT_THEME, ...theme } as never;
  const { light, dark } = cssVariablesResolver(mantineTheme);
  const colors = DEFAULT_THEME.colors;
  /** `rgba(r, g, b, 1)` as `#rrggbb`. */
  const hex = (rgba: string) =>
    `#${rgba
      .match(/\d+/g)!
      .slice(0, 3)
      .map((v) => Number(v).toString(16).padStart(2, '0'))
      .join('')}`;
  // Where these texts sit: white and grey pages and the red tint of sensitive-access rows; in the dark scheme the
  // body (dark-7), cards (dark-6), the darkest grey (dark-8) and the red tint there.
  const lightBackgrounds = [DEFAULT_THEME.white, colors.gray[0], colors.red[1]];
  const darkBackgrounds = [colors.dark[7], colors.dark[6], colors.dark[8], hex(darken(colors.red[9], 0.5))];

  it('the strong link reads at 4.5:1 on every background of either scheme, where one fixed shade could not', () => {
    for (const background of lightBackgrounds)
      expect(
        contrast(hexOf(light['--casework-color-strong-link']!), background),
        background,
      ).toBeGreaterThanOrEqual(4.5);
    for (const background of darkBackgrounds)
      expect(
        contrast(hexOf(dark['--casework-color-strong-link']!), background),
        background,
      ).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(colors) as MantineColor[])(
    'outlined %s (Delete…, Deactivate in red) reads at 4.5:1 on the light pages; the dark scheme keeps shade 3',
    (name) => {
      for (const background of lightBackgrounds.slice(0, 2))
        expect(
          contrast(light[`--mantine-color-${name}-outline`]!, background),
          background,
        ).toBeGreaterThanOrEqual(4.5);
      expect(dark[`--mantine-color-${name}-outline`]).toBeUndefined();
      if (name === 'red' || name === 'gray')
        for (const background of darkBackgrounds.slice(0, 3))
          expect(contrast(colors[name]![3], background), background).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('spacing on a narrow screen', () => {
  it("caps the larger spacings by the screen's width, with Mantine's own as the most they take", () => {
    const { variables } = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never);
    for (const size of ['md', 'lg', 'xl'] as const) {
      expect(variables[`--mantine-spacing-${size}`]).toMatch(
        new RegExp(`^min\\(${DEFAULT_THEME.spacing[size].replace(/[()*]/g, '\\$&')}, \\d+vw\\)$`),
      );
    }
  });
});
