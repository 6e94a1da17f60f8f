import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's "sm" breakpoint lists are cards instead of wide tables. */
export function useCompactLayout(): boolean {
  return useMediaQuery('(max-width: 47.99em)') ?? false;
}
