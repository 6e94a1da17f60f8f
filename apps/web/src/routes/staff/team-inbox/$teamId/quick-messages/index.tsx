import { NotAvailableYet } from '../../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/')({
  component: QuickMessagesPage,
});

function QuickMessagesPage() {
  return (
    <NotAvailableYet
      title="Quick messages"
      what="Here you will manage the team's quick-message templates and their categories."
    />
  );
}
