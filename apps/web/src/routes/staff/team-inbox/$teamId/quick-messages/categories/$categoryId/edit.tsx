import { NotAvailableYet } from '../../../../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/staff/team-inbox/$teamId/quick-messages/categories/$categoryId/edit')({
  component: EditQuickMessageCategoryPage,
});

function EditQuickMessageCategoryPage() {
  return (
    <NotAvailableYet title="Edit category" what="Here you will rename or remove a quick-message category." />
  );
}
