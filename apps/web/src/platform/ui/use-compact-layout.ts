import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's "sm" breakpoint (48em): a phone. */
const COMPACT_LAYOUT_QUERY = '(max-width: 47.99em)';

/*
 * Read at the first render, not in an effect, so a phone never paints the wide layout first. The app is a Vite SPA
 * rendered only in the browser (createRoot, no server rendering), so window.matchMedia is always there to ask.
 */
const atFirstRender = { getInitialValueInEffect: false };

/** Below Mantine's "sm" breakpoint lists are cards instead of wide tables. */
export function useCompactLayout(): boolean {
  return useMediaQuery(COMPACT_LAYOUT_QUERY, undefined, atFirstRender);
}
