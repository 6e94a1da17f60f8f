import { NotAvailableYet } from '../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/webhooks/create')({
  component: CreateWebhookPage,
});

function CreateWebhookPage() {
  return (
    <NotAvailableYet
      title="New webhook"
      what="Here you will add an address to notify and choose the events it receives."
    />
  );
}
