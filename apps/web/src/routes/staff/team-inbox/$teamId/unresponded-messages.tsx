import { createFileRoute } from '@tanstack/react-router';
import { UnrespondedSearch } from '../../../../features/messaging/components/inbox-search-params.ts';
import { UnrespondedPage } from '../../../../features/messaging/components/inbox-unresponded-page.tsx';

export const Route = createFileRoute('/staff/team-inbox/$teamId/unresponded-messages')({
  validateSearch: UnrespondedSearch,
  component: UnrespondedMessagesRoute,
});

function UnrespondedMessagesRoute() {
  const { teamId } = Route.useParams();
  return <UnrespondedPage key={teamId} teamId={teamId} search={Route.useSearch()} />;
}
