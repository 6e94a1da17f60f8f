import { vi } from 'vitest';

/** A media-query answer as jsdom lacks it: whether it matches, and listeners that never fire. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/**
 * Makes the window answer media queries as a screen of some width would, for the rest of the test (setup.ts
 * unstubs globals after each one).
 */
export function stubScreenWidth(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => mediaQueryList(query, matches(query)));
}

/** At 390 px: below every "max-width" breakpoint, where lists are cards instead of tables that scroll sideways. */
export function stubPhoneScreen(): void {
  stubScreenWidth((query) => query.includes('max-width'));
}
