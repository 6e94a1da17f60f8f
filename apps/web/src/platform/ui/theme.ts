import {
  createTheme,
  Loader,
  type BadgeProps,
  type CSSVariablesResolver,
  type MantineThemeColors,
} from '@mantine/core';
import { darkenUntilReadable } from './colour-contrast.ts';

/** A calm, professional look: indigo on neutral greys, system fonts, shades chosen for WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled buttons above 4.5:1 in both schemes.
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // An alert's title in the alert's own colour (red, yellow, grey) falls below 4.5:1; the text colour passes.
    Alert: { defaultProps: { radius: 'md' }, styles: { title: { color: 'var(--mantine-color-text)' } } },
    // axe button-name: Mantine's modal close button has no accessible name of its own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A titled toast shows its message in dimmed grey, below 4.5:1 on white.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
    // A heading's word longer than the screen is wide (a service's name on a phone at 200% text: "Weatherization")
    // breaks onto the next line instead of being cut or pushing the page sideways. Words that fit are never split.
    Title: { styles: { root: { overflowWrap: 'anywhere' } } },
    // axe aria-required-children (critical): opened by a click, Mantine puts a focusable role="presentation" element
    // first in the role="menu" list. Without it the list itself takes the focus; opened from the keyboard, the first
    // item does, as before, and the arrow keys move between the items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // axe aria-prohibited-attr: Mantine's Loader is a plain span, which may not carry the name (`aria-label`) a
    // spinner gives for what is loading. As a status it may, and assistive technology reads it. A spinner hidden
    // from them (`aria-hidden`, or inside a loading button) stays hidden.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

/**
 * Texts Mantine's variants write in colour, each kept at 4.5:1 (WCAG AA) in the light scheme:
 * - the light variant (tinted buttons, badges and alerts) writes shade 9 on shade 1, and on shade 2 under the pointer:
 *   below 4.5:1 for teal, green, lime, yellow, orange and red at rest, and for most colours on hover;
 * - the outline variant writes the primary shade (7) on the page: 3.9:1 for red, less for the lighter colours.
 * Each is its Mantine shade, darkened toward black only where it must be until it reads on what is behind it.
 */
export function readableVariantTexts(
  colors: MantineThemeColors,
  pages: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([name, shades]) => [
      [`--mantine-color-${name}-light-color`, darkenUntilReadable(shades[9], [shades[1], shades[2]], 4.5)],
      [`--mantine-color-${name}-outline`, darkenUntilReadable(shades[7], pages, 4.5)],
    ]),
  );
}

/**
 * A link that must read at 4.5:1 on tinted rows and cards as well as on white (the admin logs' names and ids, the
 * webhook examples): `c="var(--casework-color-strong-link)"`. A fixed shade (indigo.9) would be dark on dark.
 */
const STRONG_LINK = {
  light: { '--casework-color-strong-link': 'var(--mantine-color-indigo-9)' },
  dark: { '--casework-color-strong-link': 'var(--mantine-color-indigo-3)' },
};

/**
 * The larger spacings (page and card padding, gaps between cards) as a share of the screen's width at most. They are
 * in rem, so large text makes them grow: on a phone at 200% text, a card's padding and the page's took half of its
 * 320 px and words like "Recommended" no longer fitted. On a wide screen, and on a phone at normal text, nothing
 * changes (1rem at 390 px is 4.1% of it).
 */
export const NARROW_SCREEN_SPACING = {
  '--mantine-spacing-md': 'min(calc(1rem * var(--mantine-scale)), 4vw)',
  '--mantine-spacing-lg': 'min(calc(1.25rem * var(--mantine-scale)), 5vw)',
  '--mantine-spacing-xl': 'min(calc(2rem * var(--mantine-scale)), 6vw)',
} as const;

/**
 * Mantine's default dimmed and error texts fall below 4.5:1; these shades pass on white and on the grey page behind
 * the main area (gray-0), where red-8 reads 4.28:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: NARROW_SCREEN_SPACING,
  light: {
    // Pages are white, with the grey (gray-0) behind the main area.
    ...readableVariantTexts(mantineTheme.colors, [mantineTheme.white, mantineTheme.colors.gray[0]]),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Text in red (`c="red"`) follows the filled shade unless set.
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-body': 'var(--mantine-color-white)',
    // Filled red (destructive buttons) at shade 6 gives white text 3.5:1; shade 8 passes 4.5:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
    ...STRONG_LINK.light,
  },
  dark: {
    ...STRONG_LINK.dark,
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

/**
 * For a short badge in a table or row that may squeeze it ("Pending", "Succeeded"): shown whole, never cut to
 * "Pendi…". Mantine's badge hides what overflows, which lets a table column shrink below its words. Kept here, in the
 * first chunk every page loads: a module of its own became a 150-byte chunk, one more request on each page using it.
 */
export const WHOLE_BADGE = {
  style: { overflow: 'visible', flexShrink: 0 },
  styles: { label: { overflow: 'visible', textOverflow: 'clip' } },
} as const satisfies Pick<BadgeProps, 'style' | 'styles'>;
