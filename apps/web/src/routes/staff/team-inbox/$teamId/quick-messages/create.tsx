import { NotAvailableYet } from '../../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/create')({
  component: CreateQuickMessagePage,
});

function CreateQuickMessagePage() {
  return (
    <NotAvailableYet
      title="New quick message"
      what="Here you will write a quick-message template, put it in a category and attach files."
    />
  );
}
