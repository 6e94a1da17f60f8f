import { createFileRoute } from '@tanstack/react-router';
import { WebhookPage } from '../../features/webhooks/components/webhook-page.tsx';
import { DeliveryLogSearch } from '../../features/webhooks/components/webhooks-search-params.ts';

export const Route = createFileRoute('/webhooks/$webhookId')({
  validateSearch: DeliveryLogSearch,
  component: WebhookRoute,
});

function WebhookRoute() {
  const { webhookId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <WebhookPage
      key={webhookId}
      webhookId={webhookId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      // Deleted: unsaved settings have nothing left to be saved to.
      onDeleted={() => void navigate({ to: '/webhooks', ignoreBlocker: true })}
    />
  );
}
