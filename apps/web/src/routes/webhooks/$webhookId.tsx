import { NotAvailableYet } from '../../platform/layout/not-available-yet.tsx';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/webhooks/$webhookId')({
  component: WebhookPage,
});

function WebhookPage() {
  return (
    <NotAvailableYet
      title="Webhook"
      what="Here you will change a webhook, switch it off, and see its recent deliveries."
    />
  );
}
