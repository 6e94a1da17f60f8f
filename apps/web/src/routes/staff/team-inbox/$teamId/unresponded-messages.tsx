import { NotAvailableYet } from '../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/team-inbox/$teamId/unresponded-messages')({
  component: UnrespondedMessagesPage,
});

function UnrespondedMessagesPage() {
  return (
    <NotAvailableYet
      title="Unresponded messages"
      what="Here you will see the threads whose last message came from a participant and still waits for a reply."
    />
  );
}
