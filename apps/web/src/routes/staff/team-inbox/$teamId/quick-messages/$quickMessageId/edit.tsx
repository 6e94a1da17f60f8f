import { NotAvailableYet } from '../../../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/$quickMessageId/edit')({
  component: EditQuickMessagePage,
});

function EditQuickMessagePage() {
  return (
    <NotAvailableYet
      title="Edit quick message"
      what="Here you will change a quick-message template, its category and its files."
    />
  );
}
