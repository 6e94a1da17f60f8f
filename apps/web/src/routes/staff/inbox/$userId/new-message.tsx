import { NotAvailableYet } from '../../../../platform/layout/not-available-yet.tsx';
import { NewMessageSearch } from '../../../../platform/links/new-message-link.ts';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/inbox/$userId/new-message')({
  validateSearch: NewMessageSearch,
  component: StaffNewMessagePage,
});

function StaffNewMessagePage() {
  return (
    <NotAvailableYet
      title="New message"
      what="Here you will write a new message, to a participant or to a service's team, with the subject filled in when you start from a service."
    />
  );
}
