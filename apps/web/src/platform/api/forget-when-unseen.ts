import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Drops the cached answer for `queryKey` (exactly) once no component shows it: at once when nothing does, else
 * when the last observer goes. For something just deleted that a screen still shows: removing it under that screen
 * makes the screen ask for it again (a 404, a "not found" in place of the thing) before the screen has moved on,
 * while keeping it cached would show the deleted thing again on Back.
 */
export function forgetWhenUnseen(queryClient: QueryClient, queryKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (query === undefined) return;
  if (query.getObserversCount() === 0) {
    cache.remove(query);
    return;
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') unsubscribe();
    else if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
      unsubscribe();
      cache.remove(query);
    }
  });
}
