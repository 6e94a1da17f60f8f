import { createFileRoute } from '@tanstack/react-router';
import { ParticipantInboxPage } from '../../../features/messaging/components/inbox-participant-page.tsx';
import { InboxSearch } from '../../../features/messaging/components/inbox-search-params.ts';

/** SPEC §2: the participant inbox's archive view (the `archive` path marker). */
export const Route = createFileRoute('/participant/inbox/archive')({
  validateSearch: InboxSearch,
  component: ParticipantInboxArchiveRoute,
});

function ParticipantInboxArchiveRoute() {
  return <ParticipantInboxPage archive search={Route.useSearch()} />;
}
