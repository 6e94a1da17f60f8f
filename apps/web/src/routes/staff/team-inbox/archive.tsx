import { createFileRoute } from '@tanstack/react-router';
import { TeamInboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { TeamInboxPage } from '../../../features/messaging/components/inbox-team-page.tsx';

/** SPEC §2: the team inbox's archive view (the `archive` path marker). */
export const Route = createFileRoute('/staff/team-inbox/archive')({
  validateSearch: TeamInboxSearch,
  component: TeamInboxArchiveRoute,
});

function TeamInboxArchiveRoute() {
  return <TeamInboxPage archive search={Route.useSearch()} />;
}
