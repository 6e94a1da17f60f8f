import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** How long a page being entered waits for its first answers before it shows with them still loading. */
export const PAGE_ANSWERS_WAIT_MS = 1_500;

/** What a route loader is run for (TanStack Router): entering the page, a change of its search, or a preload. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/** Any query's options (from `queryOptions`): the answers' types do not matter here. */
export interface PageQuery {
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
export function askForPageAnswers(
  queryClient: QueryClient,
  cause: LoadCause,
  queries: readonly (PageQuery | null | false)[],
): Promise<void> {
  return waitOnEntering(cause, askFor(queryClient, queries));
}

/**
 * askForPageAnswers for answers that depend on another one, as a page of the caller's teams depends on /auth/me: they
 * are asked for as soon as `first` is in (not once the page has rendered with it), and entering the page waits for
 * the lot within the same PAGE_ANSWERS_WAIT_MS. A failed `first` asks for nothing more: the page says what went wrong.
 */
export function askForPageAnswersAfter<T>(
  queryClient: QueryClient,
  cause: LoadCause,
  first: Promise<T>,
  queriesOf: (value: T) => readonly (PageQuery | null | false)[],
): Promise<void> {
  return waitOnEntering(
    cause,
    first.then(
      (value) => askFor(queryClient, queriesOf(value)),
      () => undefined,
    ),
  );
}

function askFor(queryClient: QueryClient, queries: readonly (PageQuery | null | false)[]): Promise<unknown> {
  return Promise.all(
    queries.map((query) =>
      query ? queryClient.prefetchQuery({ ...(query as FetchQueryOptions), retry: false }) : null,
    ),
  );
}

async function waitOnEntering(cause: LoadCause, answers: Promise<unknown>): Promise<void> {
  if (cause !== 'enter') return;
  await Promise.race([answers, new Promise((resolve) => setTimeout(resolve, PAGE_ANSWERS_WAIT_MS))]);
}
