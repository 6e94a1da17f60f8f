import { NotAvailableYet } from '../../../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/categories/create')({
  component: CreateQuickMessageCategoryPage,
});

function CreateQuickMessageCategoryPage() {
  return (
    <NotAvailableYet
      title="New category"
      what="Here you will add a category to group the team's quick messages."
    />
  );
}
