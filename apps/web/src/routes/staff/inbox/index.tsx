import { createFileRoute } from '@tanstack/react-router';
import { userInboxQueries } from '../../../features/messaging/api/user-inbox-queries.ts';
import { InboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { askForPageAnswers } from '../../../platform/routing/page-answers.ts';
import { StaffInboxPage } from '../../../features/messaging/components/inbox-staff-page.tsx';

export const Route = createFileRoute('/staff/inbox/')({
  validateSearch: InboxSearch,
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  // The page of threads and the counts are asked for while the page's code loads (the page reads the same queries).
  // The loader comes with the page's code: it reads the contract's thread schemas, which the start-up code leaves out.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps, cause }) => {
    const { threads, counts } = userInboxQueries(context.session.user.id, false, deps);
    return askForPageAnswers(context.queryClient, cause, [threads, counts]);
  },
  component: StaffInboxRoute,
});

function StaffInboxRoute() {
  return <StaffInboxPage archive={false} search={Route.useSearch()} />;
}
