import { createFileRoute, notFound } from '@tanstack/react-router';
import { ParticipantNewMessagePage } from '../../../../features/messaging/components/new-message-participant-page.tsx';
import { NewMessageSearch } from '../../../../platform/links/new-message-link.ts';
import { NotFoundView } from '../../../../platform/ui/not-found-view.tsx';

export const Route = createFileRoute('/participant/inbox/$userId/new-message')({
  validateSearch: NewMessageSearch,
  // A participant's inbox is their own: another person's id is no page of theirs, and nothing is offered to send.
  // Thrown by the loader, it is shown by this route's own not-found view, inside the participant frame.
  loader: ({ context, params }) => {
    if (params.userId !== context.session.user.id) throw notFound();
  },
  component: ParticipantNewMessageRoute,
  notFoundComponent: NotFoundView,
});

function ParticipantNewMessageRoute() {
  return <ParticipantNewMessagePage search={Route.useSearch()} />;
}
