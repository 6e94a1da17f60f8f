import { createFileRoute } from '@tanstack/react-router';
import { userInboxQueries } from '../../../features/messaging/api/user-inbox-queries.ts';
import { ParticipantInboxPage } from '../../../features/messaging/components/inbox-participant-page.tsx';
import { InboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { askForPageAnswers } from '../../../platform/routing/page-answers.ts';

export const Route = createFileRoute('/participant/inbox/')({
  validateSearch: InboxSearch,
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  // The page of threads and the counts are asked for while the page's code loads (the page reads the same queries).
  // The loader comes with the page's code: it reads the contract's thread schemas, which the start-up code leaves out.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps, cause }) => {
    const { threads, counts } = userInboxQueries(context.session.user.id, false, deps);
    return askForPageAnswers(context.queryClient, cause, [threads, counts]);
  },
  component: ParticipantInboxRoute,
});

function ParticipantInboxRoute() {
  return <ParticipantInboxPage archive={false} search={Route.useSearch()} />;
}
