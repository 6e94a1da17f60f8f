import { createTheme, type CSSVariablesResolver } from '@mantine/core';

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
    Alert: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});

/** Mantine's default dimmed and error texts fall below 4.5:1; these shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-body': 'var(--mantine-color-white)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
