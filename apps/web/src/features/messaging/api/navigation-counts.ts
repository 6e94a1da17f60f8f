import type { AppSession } from '@casework/contract';
import type { QueryClient } from '@tanstack/react-query';
import { pluginEnabledIn } from '../../../platform/plugins/plugins-query.ts';
import { askForPageAnswers, type LoadCause, type PageQuery } from '../../../platform/routing/page-answers.ts';
import { getThreadCountsQueryOptions } from './get-thread-counts.ts';

/** The own inbox's counts, whose unread number the navigation shows on every signed-in page; none while it is off. */
function ownThreadCountsQuery(queryClient: QueryClient, session: AppSession) {
  return pluginEnabledIn(queryClient)('inbox') && getThreadCountsQueryOptions(session.user.id);
}

interface AreaLoadInput {
  context: { queryClient: QueryClient; session: AppSession };
  cause: LoadCause;
}

/**
 * The loader of a signed-in area's frame (the staff's, the participant's, the administration's): on entering the
 * area, the navigation's count (and what else the frame reads, `alsoAskFor`) is asked for with the page's own
 * answers, so the first render shows it rather than a moment after. Moving between the area's pages asks for nothing
 * more: the live updates keep the count current.
 */
export function askForNavigationCounts(
  { context, cause }: AreaLoadInput,
  alsoAskFor: readonly PageQuery[] = [],
): Promise<void> | undefined {
  return cause === 'enter'
    ? askForPageAnswers(context.queryClient, cause, [
        ...alsoAskFor,
        ownThreadCountsQuery(context.queryClient, context.session),
      ])
    : undefined;
}
