import { createFileRoute } from '@tanstack/react-router';
import { askForTeamInboxAnswers } from '../../../features/messaging/api/team-inbox-queries.ts';
import { TeamInboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { TeamInboxPage } from '../../../features/messaging/components/inbox-team-page.tsx';

/** SPEC §2: the team inbox's archive view (the `archive` path marker). */
export const Route = createFileRoute('/staff/team-inbox/archive')({
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
  loader: ({ context, deps, cause }) => askForTeamInboxAnswers(context, cause, true, deps),
  component: TeamInboxArchiveRoute,
});

function TeamInboxArchiveRoute() {
  return <TeamInboxPage archive search={Route.useSearch()} />;
}
