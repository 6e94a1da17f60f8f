import { NotAvailableYet } from '../../../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/participant/participant-management/participant-details/')({
  component: MyDetailsPage,
});

function MyDetailsPage() {
  return (
    <NotAvailableYet
      title="My details"
      what="Here you will see your contact details and communication preferences, and update them."
    />
  );
}
