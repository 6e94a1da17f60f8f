import { createFileRoute } from '@tanstack/react-router';
import { ParticipantInboxPage } from '../../../features/messaging/components/inbox-participant-page.tsx';
import { InboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';

export const Route = createFileRoute('/participant/inbox/')({
  validateSearch: InboxSearch,
  component: ParticipantInboxRoute,
});

function ParticipantInboxRoute() {
  return <ParticipantInboxPage archive={false} search={Route.useSearch()} />;
}
