import type { BadgeProps } from '@mantine/core';

/**
 * For a short badge in a table or row that may squeeze it ("Pending", "Succeeded"): shown whole, never cut to
 * "Pendi…". Mantine's badge hides what overflows, which lets a table column shrink below its words.
 */
export const WHOLE_BADGE = {
  style: { overflow: 'visible', flexShrink: 0 },
  styles: { label: { overflow: 'visible', textOverflow: 'clip' } },
} as const satisfies Pick<BadgeProps, 'style' | 'styles'>;
