import { createFileRoute } from '@tanstack/react-router';
import { ParticipantNewMessagePage } from '../../../../features/messaging/components/new-message-participant-page.tsx';
import { NewMessageSearch } from '../../../../platform/links/new-message-link.ts';

export const Route = createFileRoute('/participant/inbox/$userId/new-message')({
  validateSearch: NewMessageSearch,
  component: ParticipantNewMessageRoute,
});

function ParticipantNewMessageRoute() {
  return <ParticipantNewMessagePage search={Route.useSearch()} />;
}
