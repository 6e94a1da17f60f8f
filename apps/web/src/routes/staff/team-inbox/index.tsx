import { createFileRoute } from '@tanstack/react-router';
import { TeamInboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';
import { TeamInboxPage } from '../../../features/messaging/components/inbox-team-page.tsx';

export const Route = createFileRoute('/staff/team-inbox/')({
  validateSearch: TeamInboxSearch,
  component: TeamInboxRoute,
});

function TeamInboxRoute() {
  return <TeamInboxPage archive={false} search={Route.useSearch()} />;
}
