import { NotAvailableYet } from '../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/webhooks/')({
  component: WebhooksPage,
});

function WebhooksPage() {
  return (
    <NotAvailableYet
      title="Webhooks"
      what="Here you will register addresses that Casework notifies when threads, messages and participants change, and read the delivery log."
    />
  );
}
