import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** How long a page being entered waits for its first answers before it shows with them still loading. */
export const PAGE_ANSWERS_WAIT_MS = 1_500;

/** What a route loader is run for (TanStack Router): entering the page, a change of its search, or a preload. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/** Any query's options (from `queryOptions`): the answers' types do not matter here. */
interface PageQuery {
  queryKey: QueryKey;
}

/**
 * A route loader's part in showing a page with its answers: the page's queries are asked for while its code loads.
 *
 * - Entering the page waits for them, at most PAGE_ANSWERS_WAIT_MS: no skeletons on a slow connection and no content
 *   moving when it arrives, and the first render of the app is one render (decision 021).
 * - A change of the page's search (typing in its search box) and a preload wait for nothing: the page keeps showing
 *   what it has, as TanStack Query's placeholders do.
 * - A failed answer holds nothing up (prefetchQuery never throws and does not retry here): the part of the page that
 *   reads it loads, retries or says what went wrong in place.
 */
export async function askForPageAnswers(
  queryClient: QueryClient,
  cause: LoadCause,
  queries: readonly (PageQuery | null | false)[],
): Promise<void> {
  const answers = Promise.all(
    queries.map((query) =>
      query ? queryClient.prefetchQuery({ ...(query as FetchQueryOptions), retry: false }) : null,
    ),
  );
  if (cause !== 'enter') return;
  await Promise.race([answers, new Promise((resolve) => setTimeout(resolve, PAGE_ANSWERS_WAIT_MS))]);
}
