import { NotAvailableYet } from '../../../../platform/layout/not-available-yet.tsx';
import { NewMessageSearch } from '../../../../platform/links/new-message-link.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/participant/inbox/$userId/new-message')({
  validateSearch: NewMessageSearch,
  component: ParticipantNewMessagePage,
});

function ParticipantNewMessagePage() {
  return <NotAvailableYet title="New message" what="Here you will write a message to your case team." />;
}
