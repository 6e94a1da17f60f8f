import { createFileRoute } from '@tanstack/react-router';
import { userInboxQueries } from '../../../features/messaging/api/user-inbox-queries.ts';
import { InboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { askForPageAnswers } from '../../../platform/routing/page-answers.ts';
import { StaffInboxPage } from '../../../features/messaging/components/inbox-staff-page.tsx';

/** SPEC §2: the archive view of the staff inbox (the `archive` path marker). */
export const Route = createFileRoute('/staff/inbox/archive')({
  validateSearch: InboxSearch,
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  // The page of threads and the counts are asked for while the page's code loads (the page reads the same queries).
  // The loader comes with the page's code: it reads the contract's thread schemas, which the start-up code leaves out.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps, cause }) => {
    const { threads, counts } = userInboxQueries(context.session.user.id, true, deps);
    return askForPageAnswers(context.queryClient, cause, [threads, counts]);
  },
  component: StaffInboxArchiveRoute,
});

function StaffInboxArchiveRoute() {
  return <StaffInboxPage archive search={Route.useSearch()} />;
}
