import { createFileRoute } from '@tanstack/react-router';
import { CreateWebhookPage } from '../../features/webhooks/components/create-webhook-page.tsx';

export const Route = createFileRoute('/webhooks/create')({
  component: CreateWebhookPage,
});
