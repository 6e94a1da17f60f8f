import type { ButtonProps } from '@mantine/core';

/**
 * A button (or a link drawn as one) whose words wrap inside it when they do not fit on one line (200% text, a 320 px
 * wide screen), instead of being cut ("Rea…"), and which is never wider than its container. Its height grows from
 * the usual one. Spread on a Button: `<Button {...WRAPPING_BUTTON} …>`.
 */
export const WRAPPING_BUTTON = {
  maw: '100%',
  styles: {
    // At least the usual height, the words centred in it (Mantine's label is trimmed to the capitals' height).
    root: {
      height: 'auto',
      minHeight: 'var(--button-height)',
      paddingBlock: 'calc(0.375rem * var(--mantine-scale))',
      display: 'inline-flex',
      alignItems: 'center',
    },
    // A label of several parts (words, a count, a badge) wraps between them too, instead of cutting the last one.
    label: { whiteSpace: 'normal', lineHeight: 1.3, flexWrap: 'wrap', rowGap: 4 },
  },
} as const satisfies ButtonProps;
