import { createFileRoute } from '@tanstack/react-router';
import { askForTeamInboxAnswers } from '../../../features/messaging/api/team-inbox-queries.ts';
import { TeamInboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { TeamInboxPage } from '../../../features/messaging/components/inbox-team-page.tsx';

export const Route = createFileRoute('/staff/team-inbox/')({
  validateSearch: TeamInboxSearch,
  loaderDeps: ({ search }) => ({
    team: search.team,
    q: search.q,
    page: search.page,
    unassigned: search.unassigned,
  }),
  // The chosen team's threads and counts are asked for while the page's code loads (the page reads the same
  // queries); the loader comes with the page's code: it reads the contract's thread schemas.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps, cause }) => askForTeamInboxAnswers(context, cause, false, deps),
  component: TeamInboxRoute,
});

function TeamInboxRoute() {
  return <TeamInboxPage archive={false} search={Route.useSearch()} />;
}
